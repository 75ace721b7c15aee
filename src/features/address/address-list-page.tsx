// /pages/address/list: my delivery addresses, the default first and marked; add, edit, delete (after a
// confirmation) and set the default. With ?select=1 (from checkout) a tap chooses the address, hands its
// code to the page that asked (come-back) and goes back.
import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useRequest } from 'ahooks';
import { Button } from 'antd-mobile';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import {
  ADDRESS_LIMITS,
  listAddresses,
  regionText,
  removeAddress,
  setDefaultAddress,
  type Address,
} from '@/api/address';
import { maskPhone } from '@/rules/validate';
import { PageHeader, useGoBack } from '@/components/page-header';
import { Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { answerFor, choiceOf } from '@/state/come-back';
import { hasLoginAtom } from '@/state/session';
import './address.css';

const isCode = (v: unknown): v is string => typeof v === 'string' && v !== '';

export default function AddressListPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const selecting = query.select === '1';
  const loggedIn = useAtomValue(hasLoginAtom);
  const backToCheckout = useGoBack(paths.orderConfirm);
  const busy = useRef(false);

  const list = useRequest(listAddresses, { ready: loggedIn });

  /** One change at a time (a double tap acts once); the list reloads after it. */
  async function change(run: () => Promise<unknown>, done: string) {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
      showToast(done);
      await list.refreshAsync();
    } catch {
      // The request layer has shown the server's message; the list stays as it was.
    } finally {
      busy.current = false;
    }
  }

  const askDelete = async (a: Address) => {
    if (!(await showModal({ content: t('address.deleteConfirm'), confirmText: t('address.delete') }))) return;
    await change(() => removeAddress(a.code), t('address.deleted'));
  };

  const choose = (a: Address) => {
    answerFor('address', a.code);
    backToCheckout();
  };

  // The current choice: the one picked here last (or the asking checkout's) while it is still listed, else the default.
  const picked = selecting ? choiceOf('address', isCode) : null;
  const chosenCode = list.data?.find((a) => a.code === picked)?.code ?? list.data?.find((a) => a.isDefault)?.code;
  const count = list.data?.length ?? 0;
  const full = count >= ADDRESS_LIMITS.count;

  return (
    <div className="address-page">
      <PageHeader
        title={t(selecting ? 'address.selectTitle' : 'address.title')}
        fallback={selecting ? paths.orderConfirm : paths.tab.mine}
      />
      <main className="address-main">
        <LoginRequired>
          <Loadable
            request={list}
            skeleton={<Skeleton rows={3} />}
            isEmpty={(d) => d.length === 0}
            empty={{ title: t('address.empty'), description: t('address.emptyHint') }}
          >
            {(addresses) => (
              <ul className="qh-card-list address-list" aria-label={t('address.title')}>
                {addresses.map((a) => {
                  const isChosen = selecting && a.code === chosenCode;
                  const body = (
                    <>
                      <span className="address-who">
                        <span className="address-name">{a.name}</span>
                        <span className="address-phone">{maskPhone(a.phone)}</span>
                        {a.isDefault && <span className="address-tag">{t('address.default')}</span>}
                      </span>
                      <span className="address-line">
                        {regionText(a)} {a.detail}
                      </span>
                    </>
                  );
                  return (
                    <li
                      key={a.code}
                      className={isChosen ? 'address-card address-card--chosen' : 'address-card'}
                      data-testid="address-card"
                      data-code={a.code}
                    >
                      {selecting ? (
                        <button
                          type="button"
                          className="address-body"
                          onClick={() => choose(a)}
                          aria-current={isChosen ? 'true' : undefined}
                        >
                          {body}
                          {isChosen && (
                            <span className="address-check" role="img" aria-label={t('address.chosen')}>
                              ✓
                            </span>
                          )}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="address-body"
                          onClick={() => navigate(hrefs.addressEdit(a.code))}
                        >
                          {body}
                        </button>
                      )}
                      <div className="address-actions">
                        <button
                          type="button"
                          className="qh-link-button address-default"
                          aria-pressed={a.isDefault}
                          disabled={a.isDefault}
                          onClick={() => void change(() => setDefaultAddress(a.code), t('address.defaultSet'))}
                        >
                          <span
                            className={a.isDefault ? 'address-radio address-radio--on' : 'address-radio'}
                            aria-hidden="true"
                          />
                          {t(a.isDefault ? 'address.isDefault' : 'address.setDefault')}
                        </button>
                        <button
                          type="button"
                          className="qh-link-button"
                          aria-label={t('address.editOf', { name: a.name })}
                          onClick={() => navigate(hrefs.addressEdit(a.code))}
                        >
                          {t('address.edit')}
                        </button>
                        <button
                          type="button"
                          className="qh-link-button"
                          aria-label={t('address.deleteOf', { name: a.name })}
                          onClick={() => void askDelete(a)}
                        >
                          {t('address.delete')}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </Loadable>
        </LoginRequired>
      </main>
      {loggedIn && (
        <ActionBar>
          <Button block color="primary" shape="rounded" disabled={full} onClick={() => navigate(hrefs.addressEdit())}>
            {full ? t('address.limitReached', { n: ADDRESS_LIMITS.count }) : t('address.add')}
          </Button>
        </ActionBar>
      )}
    </div>
  );
}
