import { loadScript } from '@niec/shared/html';
import { applyTestConfig } from '@niec/shared/testing';
import { loadSnap } from './snap';

jest.mock('@niec/shared/html', () => ({ ...jest.requireActual<object>('@niec/shared/html'), loadScript: jest.fn() }));
const loadScriptMock = loadScript as jest.MockedFunction<typeof loadScript>;

afterEach(() => {
  delete window.snap;
});

test('the popup script and client key come from the runtime config', async () => {
  applyTestConfig({ paymentScriptUrl: 'https://app.sandbox.example/snap/snap.js', paymentClientKey: 'SB-client-1' });
  const snap = { pay: jest.fn() };
  loadScriptMock.mockImplementation(() => {
    window.snap = snap;
    return Promise.resolve();
  });
  await expect(loadSnap()).resolves.toBe(snap);
  expect(loadScriptMock).toHaveBeenCalledWith('https://app.sandbox.example/snap/snap.js', {
    'data-client-key': 'SB-client-1',
  });
});

test('a script that loads without window.snap is an error', async () => {
  applyTestConfig();
  loadScriptMock.mockResolvedValue(undefined);
  await expect(loadSnap()).rejects.toThrow('window.snap');
});
