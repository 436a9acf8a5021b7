import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig, syncCartAcrossTabs } from '@niec/shared';
import '@niec/shared/tokens.css';
import { App } from './app';
import { configResponse } from './config-request';
import { registerRemotesFromConfig } from './federation/load-remote';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  try {
    const config = await loadConfig(configResponse);
    registerRemotesFromConfig(config);
  } catch (error) {
    console.error('Failed to load /config.json', error);
    root.render(
      <p role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
        Maaf, situs sedang tidak dapat dimuat. Silakan muat ulang halaman beberapa saat lagi.
      </p>,
    );
    return;
  }
  syncCartAcrossTabs();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
