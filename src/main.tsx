import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { applySettings, loadSettings } from './features/settings/settings-storage';
import './app/app.css';
import './ui/modal-dialog.css';
import './features/history/history.css';

applySettings(loadSettings());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
