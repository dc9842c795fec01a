import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { isValidEan13 } from './ean13';

/**
 * A barcode drawn as EAN-13 with its digits (jsbarcode, loaded on first use);
 * a code that is not a valid EAN-13 is shown as text, an empty one as "—".
 */
export function Ean13Barcode({ code, label }: { code: string | undefined; label: string }) {
  const t = useT();
  const ref = useRef<SVGSVGElement>(null);
  const digits = code?.trim() ?? '';
  const valid = isValidEan13(digits);

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (cancelled || !ref.current) return;
      JsBarcode(ref.current, digits, { format: 'EAN13', width: 1.5, height: 36, fontSize: 13, margin: 4, textMargin: 1 });
    });
    return () => {
      cancelled = true;
    };
  }, [digits, valid]);

  if (!digits) return <>{t('cig.value.none')}</>;
  if (!valid) return <span className="cig-code-text">{t('cig.barcode.invalid', { code: digits })}</span>;
  return <svg ref={ref} className="cig-barcode" role="img" aria-label={t('cig.barcode.label', { field: label, code: digits })} />;
}
