import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { healthQueries } from '../../api/health-queries';
import { useT } from '../../i18n/use-t';
import { ModalDialog } from '../../ui/modal-dialog';
import { connectAllowed } from './csp-connect';
import { isValidBaseUrl, loadSettings, saveSettings } from './settings-storage';
import { usePagePolicy } from './use-page-policy';
import { useSettingsT } from './use-settings-t';

/** API base URL and key. Saving clears the query cache: answers from another service must not mix. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog open={open} title={t('settings.title')} closeLabel={t('settings.cancel')} onClose={onClose}>
      <SettingsForm onDone={onClose} />
    </ModalDialog>
  );
}

function SettingsForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const health = useQuery(healthQueries.current());
  const [draft, setDraft] = useState(loadSettings);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const baseUrlInvalid = !isValidBaseUrl(draft.baseUrl);
  const blocked = useBlockedOrigin(baseUrlInvalid ? '' : draft.baseUrl.trim());
  const tSettings = useSettingsT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (baseUrlInvalid) return;
    saveSettings(draft);
    void queryClient.resetQueries();
    onDone();
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <p>
        {t('settings.provider')}:{' '}
        <strong data-testid="settings-provider">
          {health.data ? t(`app.provider.${health.data.provider}`) : t('app.provider.unknown')}
        </strong>
      </p>
      <div className="field">
        <label htmlFor={`${id}-base`}>{t('settings.baseUrl')}</label>
        <input
          id={`${id}-base`}
          type="url"
          value={draft.baseUrl}
          placeholder={window.location.origin}
          aria-invalid={touched && baseUrlInvalid}
          aria-describedby={blocked ? `${id}-base-hint ${id}-base-csp` : `${id}-base-hint`}
          onChange={(e) => setDraft({ ...draft, baseUrl: e.target.value })}
        />
        <span id={`${id}-base-hint`} className={touched && baseUrlInvalid ? 'field-error' : 'field-hint'}>
          {touched && baseUrlInvalid ? t('settings.baseUrlInvalid') : t('settings.baseUrlHint')}
        </span>
        {blocked ? (
          <span id={`${id}-base-csp`} className="field-warning">
            {tSettings('settings.cspBlocked', { origin: blocked })}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t('settings.apiKey')}</label>
        <input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          value={draft.apiKey}
          aria-describedby={`${id}-key-hint`}
          onChange={(e) => setDraft({ ...draft, apiKey: e.target.value })}
        />
        <span id={`${id}-key-hint`} className="field-hint">
          {t('settings.apiKeyHint')}
        </span>
      </div>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.remember}
          onChange={(e) => setDraft({ ...draft, remember: e.target.checked })}
        />
        {t('settings.remember')}
      </label>
      <div className="button-row">
        <button type="submit" className="button button-primary">
          {t('settings.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('settings.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The origin of a typed base URL that the page's CSP would block (checked as it is typed; nothing is sent there). */
function useBlockedOrigin(baseUrl: string): string | undefined {
  const policy = usePagePolicy();
  if (!baseUrl || policy === undefined) return undefined;
  const target = new URL(baseUrl);
  return connectAllowed(policy, target, new URL(window.location.href)) ? undefined : target.origin;
}
