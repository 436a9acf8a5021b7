import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stripVTControlCharacters } from 'node:util';
import { buildApp } from '../src/app.js';
import { loggerFromEnv } from '../src/logger.js';
import { publicUrl, tempDataDir } from './support.js';

/** The lines one request writes through the logger local-api starts with, on a terminal or not. */
async function linesOf(env: NodeJS.ProcessEnv, isTTY: boolean): Promise<string> {
  const lines: string[] = [];
  const app = await buildApp({
    dataDir: tempDataDir(),
    publicUrl,
    logger: loggerFromEnv(env, { isTTY, write: (line) => lines.push(line) }),
  });
  await app.inject({
    method: 'GET',
    url: '/api/v1/application/website/artikel?search=rahasia',
    headers: { authorization: 'Bearer s3cret' },
  });
  await app.close();
  // Colours (on a terminal) are not what the assertions are about.
  return stripVTControlCharacters(lines.join(''));
}

void test('logs are readable lines on a terminal and JSON lines anywhere else, unless LOG_FORMAT says which', async () => {
  const terminal = await linesOf({}, true);
  assert.match(terminal, /INFO.*: request completed/);
  assert.match(terminal, /"statusCode": 200/);
  assert.doesNotMatch(terminal, /^\{/m);

  const piped = await linesOf({}, false);
  const parsed = piped
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string });
  assert.ok(parsed.some((line) => line.msg === 'request completed'));

  assert.match(await linesOf({ LOG_FORMAT: 'json' }, true), /^\{"level":30/m);
  assert.match(await linesOf({ LOG_FORMAT: 'pretty' }, false), /INFO.*: incoming request/);
  assert.equal(await linesOf({ LOCAL_API_LOG_LEVEL: 'silent' }, true), '');

  for (const text of [terminal, piped]) {
    assert.doesNotMatch(text, /s3cret|rahasia/);
  }
});
