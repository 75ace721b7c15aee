// The WeChat subscribe offer after paying or joining (docs/product.md#the-stations-day): WeChat's open tag for the config's
// templates; the accepted ones are reported (POST /api/message/v1/subscribe), a refusal or a failure only says
// that the message centre has everything. Shown by a screen only where openTagsReady() said yes (in WeChat).
import { useEffect, useRef, useState } from 'react';
import { reportSubscribe, type MessageBizType } from '@/api/message';
import { useT } from '@/i18n';
import { mountSubscribeTag, type SubscribeOutcome } from '@/lib/wechat/subscribe';
import './subscribe-offer.css';

export interface SubscribeOfferProps {
  templateIds: readonly string[];
  bizType: MessageBizType;
  bizCode: string;
}

export function SubscribeOffer({ templateIds, bizType, bizCode }: SubscribeOfferProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<SubscribeOutcome['kind'] | null>(null);
  const ids = templateIds.join(',');
  const label = t('message.subscribeButton');

  useEffect(() => {
    if (!host.current || !ids) return;
    return mountSubscribeTag(host.current, ids.split(','), label, (o) => {
      setOutcome(o.kind);
      // Reported once per choice; a failure of the report loses nothing a person sees (silent).
      if (o.kind === 'accepted')
        void reportSubscribe({ templateIds: o.templateIds, bizType, bizCode }).catch(() => undefined);
    });
  }, [ids, label, bizType, bizCode]);

  if (!ids) return null;
  return (
    <section className="qh-subscribe" aria-labelledby="qh-subscribe-title" data-testid="subscribe-offer">
      <h2 id="qh-subscribe-title" className="qh-subscribe-title">
        {t('message.subscribeTitle')}
      </h2>
      <p className="qh-subscribe-hint">{t('message.subscribeHint')}</p>
      <div ref={host} hidden={outcome === 'accepted'} />
      {outcome && (
        <p className="qh-subscribe-result" role="status" data-testid="subscribe-result">
          {outcome === 'accepted' ? t('message.subscribeDone') : t('message.subscribeNone')}
        </p>
      )}
    </section>
  );
}
