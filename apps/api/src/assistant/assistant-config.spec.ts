// The assistant's configuration: off without AI_BASE_URL, a 70 s call limit by default (SPEC.md §9), bad values refused.
import { ConfigError, loadConfig } from '@tourops/runtime';

describe('AI assistant configuration', () => {
  it('is not set up without AI_BASE_URL, with the SPEC §9 function call timeout of 70 s', () => {
    expect(loadConfig({}).ai).toEqual({ baseUrl: undefined, apiKey: undefined, timeoutMs: 70_000 });
  });

  it('takes a base URL, a key and a timeout', () => {
    expect(loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_API_KEY: 'sk-x', AI_TIMEOUT_MS: '300' }).ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      timeoutMs: 300,
    });
  });

  it('refuses a base URL that is not http(s) and a timeout that is not a number of milliseconds', () => {
    try {
      loadConfig({ AI_BASE_URL: 'api.openai.com', AI_TIMEOUT_MS: 'soon' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['AI_BASE_URL', 'AI_TIMEOUT_MS']);
    }
  });
});
