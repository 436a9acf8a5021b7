import { registerRemotes } from '@module-federation/enhanced/runtime';
import { testConfig } from '@niec/shared/testing';
import { browserEntry, registerRemotesFromConfig } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** The entries of the remotes the last call registered. */
const registeredEntries = () =>
  (jest.mocked(registerRemotes).mock.calls.at(-1)?.[0] ?? []).map((remote) =>
    'entry' in remote ? remote.entry : null,
  );

test("the browser loads each remote's entry beside its manifest, asking for no manifest first", () => {
  expect(browserEntry('https://cdn.niec.example/shop/v3/mf-manifest.json')).toBe(
    'https://cdn.niec.example/shop/v3/remoteEntry.js',
  );
  // A config that names the entry itself is taken as it is.
  expect(browserEntry('https://cdn.niec.example/shop/remoteEntry.js')).toBe(
    'https://cdn.niec.example/shop/remoteEntry.js',
  );

  registerRemotesFromConfig(testConfig, 'browser');
  const browser = registeredEntries();
  expect(browser).toEqual(Object.values(testConfig.remotes).map((manifest) => browserEntry(manifest)));
  expect(browser.every((entry) => entry?.endsWith('/remoteEntry.js'))).toBe(true);

  // The render server reads the manifests: they name each remote's server build.
  registerRemotesFromConfig(testConfig, 'server');
  expect(registeredEntries()).toEqual(Object.values(testConfig.remotes));
});
