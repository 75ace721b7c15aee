// /pages/product/edit (?code= to edit a published product): the leader's product draft, kept in
// `draftProduct` as it is typed. One draft at a time: opening another product or a new one while the
// draft holds something else asks before dropping it.
import { useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { getMyProduct } from '@/api/product';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { showModal } from '@/components/feedback';
import { Loadable, Skeleton } from '@/components/loadable';
import { LeaderOnly } from '@/components/leader-only';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { productDraftAtom, type ProductDraftState } from '@/state/product-draft';
import { draftFromProduct, emptyProductDraft, isBlankDraft } from './product-form';
import { ProductFormView } from './product-form-view';
import './product-editor.css';
import './product-editor-extra.css';

export default function ProductEditPage({ query }: PageProps) {
  const t = useT();
  const code = query.code || null;
  return (
    <main className="product-editor-page">
      <PageHeader
        title={t(code ? 'productEditor.editExistingTitle' : 'productEditor.editTitle')}
        fallback={paths.stationIndex}
      />
      <LoginRequired message={t('productEditor.needLogin')}>
        <LeaderOnly
          title={t('productEditor.needLeader')}
          description={t('productEditor.needLeaderDesc')}
          action={t('productEditor.goApply')}
        >
          {() => <DraftEditor key={code ?? 'new'} code={code} />}
        </LeaderOnly>
      </LoginRequired>
    </main>
  );
}

/** Makes the stored draft the one for `code` (asking before dropping another), then shows the form. */
function DraftEditor({ code }: { code: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(productDraftAtom);
  const [generation, setGeneration] = useState(0);
  const leaving = useRef(false);
  const matches = draft !== null && draft.code === code;
  const product = useRequest(() => getMyProduct(code ?? ''), { ready: code !== null && !matches });

  useEffect(() => {
    if (matches || leaving.current) return;
    const replaceWith = (next: ProductDraftState) => {
      setDraft(next);
      setGeneration((g) => g + 1);
    };
    if (code === null) {
      // A new product: an unfinished edit of a published one is dropped only if the leader agrees.
      if (draft === null || isBlankDraft(draft)) return replaceWith(emptyProductDraft());
      void showModal({
        title: t('productEditor.replaceTitle'),
        content: t('productEditor.replaceNew', { title: draft.title }),
        confirmText: t('productEditor.replaceOk'),
      }).then((ok) =>
        ok ? replaceWith(emptyProductDraft()) : navigate(hrefs.productEdit(draft.code ?? undefined), { replace: true }),
      );
      return;
    }
    if (!product.data) return;
    const loaded = draftFromProduct(product.data, t('productEditor.cover'), t('productEditor.images'));
    if (draft === null || isBlankDraft(draft)) return replaceWith(loaded);
    void showModal({
      title: t('productEditor.replaceTitle'),
      content: t('productEditor.replaceEdit'),
      confirmText: t('productEditor.replaceOk'),
    }).then((ok) => (ok ? replaceWith(loaded) : navigate(paths.productMine, { replace: true })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decide once per target, when its product has arrived
  }, [code, matches, product.data]);

  if (code !== null && !matches && !product.data) {
    return (
      <Loadable request={product} skeleton={<Skeleton rows={3} variant="detail" />}>
        {() => null}
      </Loadable>
    );
  }
  if (!matches || !draft) return <Skeleton rows={3} variant="detail" />;
  return (
    <ProductFormView
      key={`${draft.code ?? 'new'}-${generation}`}
      draft={draft}
      onChange={(patch) => setDraft((d) => ({ ...(d ?? emptyProductDraft(code)), ...patch, savedAt: Date.now() }))}
      onClear={() => {
        setDraft(code ? null : emptyProductDraft());
        setGeneration((g) => g + 1);
        if (code) {
          leaving.current = true;
          navigate(paths.productMine, { replace: true });
        }
      }}
      onPublished={() => {
        leaving.current = true;
        setDraft(null);
        navigate(paths.productMine, { replace: true });
      }}
    />
  );
}
