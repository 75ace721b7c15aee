// The poster sheet in the growth dictionary's words: a product's share and the leader's invitation (the activity page
// has its own, in the activity's words). A module of its own, so that the poster sheet names no dictionary.
import { useT } from '@/i18n';
import { PosterSheet, type PosterSheetProps } from './poster-sheet';

/** The sheet in the growth dictionary's words (a product's share, the leader's invitation), its image naming `subject`. */
export function GrowthPosterSheet({ subject, ...sheet }: Omit<PosterSheetProps, 'labels'> & { subject: string }) {
  const t = useT();
  const labels = {
    title: t('growth.posterTitle'),
    alt: t('growth.posterAlt', { title: subject }),
    longPress: t('growth.posterLongPress'),
    save: t('growth.posterSave'),
  };
  return <PosterSheet {...sheet} labels={labels} />;
}
