import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ModalDialog } from '../../ui/modal-dialog';
import { runWorker } from '../../lib/run-worker';

/** Copy the link, hand it to the system share sheet, or scan it as a QR code. */
export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog open={open} title={t('share.title')} closeLabel={t('share.close')} onClose={onClose}>
      <ShareBody />
    </ModalDialog>
  );
}

function ShareBody() {
  const t = useT();
  const link = window.location.href;
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [qr, setQr] = useState<string>();

  useEffect(() => {
    let live = true;
    const worker = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    void runWorker<string>(worker, link).then(
      (svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => {}, // no code drawn: the link above is still there to copy
    );
    return () => {
      live = false;
    };
  }, [link]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="share-body">
      <label className="field">
        {t('share.link')}
        <input type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {t('share.copy')}
        </button>
        {typeof navigator.share === 'function' ? (
          <button
            type="button"
            className="button"
            onClick={() => void navigator.share({ url: link, title: document.title }).catch(() => {})}
          >
            {t('share.native')}
          </button>
        ) : null}
        <span role="status" className={copyState === 'failed' ? 'field-error' : 'field-hint'}>
          {copyState === 'copied' ? t('share.copied') : copyState === 'failed' ? t('share.copyFailed') : ''}
        </span>
      </div>
      {qr ? <img className="share-qr" src={qr} alt={t('share.qr')} width={200} height={200} /> : null}
    </div>
  );
}
