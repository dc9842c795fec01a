import { createT } from '../../i18n/create-t';
import { settingsMessages } from './settings-messages';

/** t(key, vars) for the settings dialog's own strings, which load with its lazy chunk rather than with the shell. */
export const useSettingsT = createT(settingsMessages);
