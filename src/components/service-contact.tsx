// The 客服 (customer service) entry: a tel: link to the station leader for a pickup order, otherwise to
// the service phone of the config (/api/config/v1/get servicePhone); nothing while there is no number.
import { useAtomValue } from 'jotai';
import { useT } from '@/i18n';
import { configAtom } from '@/state/config';
import './service-contact.css';

export function ServiceContact({ leaderPhone, className = '' }: { leaderPhone?: string; className?: string }) {
  const t = useT();
  const config = useAtomValue(configAtom);
  const phone = leaderPhone || config.servicePhone;
  if (!phone) return null;
  return (
    <a className={`qh-service ${className}`} href={`tel:${phone.replace(/[\s-]/g, '')}`} data-testid="service-contact">
      <span>{t(leaderPhone ? 'account.serviceLeader' : 'account.service')}</span>
      <span className="qh-service-phone">{phone}</span>
    </a>
  );
}
