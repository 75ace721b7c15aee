// /pages/address/edit (?code= to edit): signed in, the form of a new address, or of the saved one (asked first;
// one that no longer exists is said so and its kept typing dropped). The form is address-edit-form.tsx.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useRequest } from 'ahooks';
import { Button } from 'antd-mobile';
import type { PageProps } from '@/config/page-props';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { listAddresses } from '@/api/address';
import { PageHeader } from '@/components/page-header';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { hasLoginAtom } from '@/state/session';
import { draftOf, emptyDraft } from './address-form';
import { clearAddressDraft } from './address-draft';
import { AddressForm } from './address-edit-form';
import './address.css';

export default function AddressEditPage({ query }: PageProps) {
  const t = useT();
  const code = query.code ?? '';
  const loggedIn = useAtomValue(hasLoginAtom);
  // Editing needs the saved address (to start from, and to know it still exists).
  const saved = useRequest(async () => (await listAddresses()).find((a) => a.code === code) ?? null, {
    ready: loggedIn && code !== '',
    refreshDeps: [code],
  });
  const title = t(code ? 'address.editTitle' : 'address.addTitle');

  if (!loggedIn) {
    return (
      <div className="address-page">
        <PageHeader title={title} fallback={paths.addressList} />
        <LoginRequired />
      </div>
    );
  }
  if (!code) return <AddressForm key="new" title={title} baseline={emptyDraft()} />;
  if (saved.data) return <AddressForm key={saved.data.code} title={title} baseline={draftOf(saved.data)} />;
  if (saved.data === null) return <NotFound title={title} />;
  return (
    <div className="address-page">
      <PageHeader title={title} fallback={paths.addressList} />
      <Loadable request={saved} skeleton={<Skeleton rows={4} variant="detail" />}>
        {() => null}
      </Loadable>
    </div>
  );
}

function NotFound({ title }: { title: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => clearAddressDraft(), []);
  return (
    <div className="address-page">
      <PageHeader title={title} fallback={paths.addressList} />
      <EmptyState
        title={t('address.notFound')}
        action={
          <Button color="primary" fill="outline" onClick={() => navigate(paths.addressList, { replace: true })}>
            {t('address.backToList')}
          </Button>
        }
      />
    </div>
  );
}
