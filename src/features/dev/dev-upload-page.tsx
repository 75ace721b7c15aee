// /pages/dev/upload: a bare screen with the image picker (cover 1, gallery 9), used by the e2e
// tests until the screens that upload (team apply, activity and product drafts) are built.
import { useState } from 'react';
import type { PageProps } from '@/config/page-props';
import { ImagePicker, type PickedImage } from '@/components/image-picker/image-picker';
import { useT } from '@/i18n';

export default function DevUploadPage(_props: PageProps) {
  const t = useT();
  const [cover, setCover] = useState<PickedImage[]>([]);
  const [gallery, setGallery] = useState<PickedImage[]>([]);
  return (
    <main style={{ background: '#fff', minHeight: '100vh' }}>
      <h1 style={{ margin: 0, padding: '12px', fontSize: 17, textAlign: 'center' }}>{t('image.add')}</h1>
      <section style={{ padding: 12 }}>
        <h2 style={{ fontSize: 15 }}>1</h2>
        <ImagePicker value={cover} onChange={setCover} maxCount={1} purpose="cover" label="cover" />
        <h2 style={{ fontSize: 15 }}>9</h2>
        <ImagePicker value={gallery} onChange={setGallery} maxCount={9} purpose="gallery" label="gallery" />
        <pre data-testid="picked-json" style={{ fontSize: 11, whiteSpace: 'pre-wrap' }}>{JSON.stringify({ cover, gallery })}</pre>
      </section>
    </main>
  );
}
