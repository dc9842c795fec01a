import { useId, useState, type FormEvent } from 'react';
import { normaliseCigaretteName } from '../../../common/cigarette-name';
import { MAX_CARDS } from '../../url/app-url';
import type { CompareParts } from './compare-parts';
import { useCompareT } from './use-compare-t';

/** The name box and 添加: a new column at the right, unless the name is already compared or four are. */
export function AddProductForm({
  names,
  parts,
  onAdd,
}: {
  names: string[];
  parts: CompareParts;
  onAdd: (name: string) => void;
}) {
  const t = useCompareT();
  const hintId = useId();
  const [text, setText] = useState('');
  const { NameBox } = parts;
  const full = names.length >= MAX_CARDS;
  const name = text.trim();
  const already = names.some((n) => normaliseCigaretteName(n) === normaliseCigaretteName(name));
  const hint = full
    ? t('compare.full', { max: MAX_CARDS })
    : name && already
      ? t('compare.already', { name })
      : '';

  const add = (chosen: string) => {
    const trimmed = chosen.trim();
    if (!trimmed || full) return;
    if (names.some((n) => normaliseCigaretteName(n) === normaliseCigaretteName(trimmed))) return;
    setText('');
    onAdd(trimmed);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add(text);
  };

  return (
    <form className="cmp-add" role="search" aria-label={t('compare.addLabel')} onSubmit={onSubmit}>
      <NameBox text={text} onTextChange={setText} onChoose={add} />
      <button type="submit" disabled={full || !name || already} aria-describedby={hint ? hintId : undefined}>
        {t('compare.add')}
      </button>
      {hint && (
        <p id={hintId} className="cmp-hint">
          {hint}
        </p>
      )}
    </form>
  );
}
