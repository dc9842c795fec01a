import { useId, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { MAX_CARDS } from '../../url/app-url';
import { CigaretteNameBox } from './cigarette-name-box';

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  onShow: (name: string) => void;
  onAdd: (name: string) => void;
  canAdd: boolean;
}

/** The name box, 查询 and 加入对比. */
export function SearchForm({ text, onTextChange, onShow, onAdd, canAdd }: Props) {
  const t = useT();
  const hintId = useId();
  const name = text.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name) onShow(name);
  };

  return (
    <form className="cig-search" role="search" onSubmit={onSubmit}>
      <CigaretteNameBox text={text} onTextChange={onTextChange} onChoose={onShow} />
      <div className="cig-search-actions">
        <button type="submit">{t('cig.search.submit')}</button>
        <button
          type="button"
          disabled={!canAdd || !name}
          aria-describedby={canAdd ? undefined : hintId}
          onClick={() => name && onAdd(name)}
        >
          {t('cig.search.addToCompare')}
        </button>
      </div>
      {!canAdd && (
        <p id={hintId} className="cig-hint">
          {t('cig.search.compareFull', { max: MAX_CARDS })}
        </p>
      )}
    </form>
  );
}
