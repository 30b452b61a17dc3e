/**
 * Plays 1C's side of the exchange (commerceml.md §8) against the app through `app.inject`: Basic
 * credentials at `checkauth`, then the session cookie from its answer, like 1C:УТ's 'Обмен с сайтом'.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface OneCAnswer {
  status: number;
  /** the answer's lines (text/plain), without the final empty line */
  lines: string[];
  contentType: string;
  response: LightMyRequestResponse;
}

export const basicAuth = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/**
 * How a client proves who it is after `checkauth`: 1C's cookie; only Basic credentials on every
 * request (never a cookie); or the `sessid` parameter of Bitrix-style clients (never a cookie).
 */
export type OneCStyle = 'cookie' | 'basic' | 'sessid';

export class OneC {
  cookie: string | undefined;
  sessid: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly credentials: { login: string; password: string },
    private readonly style: OneCStyle = 'cookie',
  ) {}

  /** One request; `auth` sends the Basic header too (1C may repeat it on every request). */
  async call(
    params: Record<string, string>,
    options: { body?: Buffer | string; auth?: boolean; contentType?: string; cookie?: string | null } = {},
  ): Promise<OneCAnswer> {
    const headers: Record<string, string> = {};
    const cookie = options.cookie === null ? undefined : (options.cookie ?? this.cookie);
    if (cookie && this.style === 'cookie') headers['cookie'] = cookie;
    if (options.auth || this.style === 'basic') {
      headers['authorization'] = basicAuth(this.credentials.login, this.credentials.password);
    }
    if (options.contentType) headers['content-type'] = options.contentType;
    const query = { ...params, ...(this.style === 'sessid' && this.sessid ? { sessid: this.sessid } : {}) };
    const response = await this.app.inject({
      method: options.body === undefined ? 'GET' : 'POST',
      url: `/api/1c/exchange?${new URLSearchParams(query).toString()}`,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
    return {
      status: response.statusCode,
      lines: response.body.replace(/\n$/, '').split('\n'),
      contentType: String(response.headers['content-type'] ?? ''),
      response,
    };
  }

  /**
   * `checkauth` with Basic credentials: keeps the cookie of its answer ('success', name, value) and
   * its `sessid=` line.
   */
  async checkauth(type: 'catalog' | 'sale' = 'catalog'): Promise<OneCAnswer> {
    const sessid = this.sessid;
    this.sessid = undefined;
    const answer = await this.call({ type, mode: 'checkauth' }, { auth: true, cookie: null });
    this.sessid = sessid;
    if (answer.lines[0] === 'success') {
      this.cookie = `${answer.lines[1]}=${answer.lines[2]}`;
      this.sessid = answer.lines.find((line) => line.startsWith('sessid='))?.slice('sessid='.length);
    }
    return answer;
  }

  init(type: 'catalog' | 'sale' = 'catalog') {
    return this.call({ type, mode: 'init' });
  }

  /** `mode=file`, the body cut into pieces of `pieceBytes` (the last may be shorter), each appended. */
  async sendFile(
    filename: string,
    data: Buffer,
    pieceBytes = data.length,
    type = 'catalog',
  ): Promise<OneCAnswer[]> {
    const answers: OneCAnswer[] = [];
    for (let at = 0; at < data.length || at === 0; at += Math.max(pieceBytes, 1)) {
      answers.push(
        await this.call(
          { type, mode: 'file', filename },
          { body: data.subarray(at, at + pieceBytes), contentType: 'application/octet-stream' },
        ),
      );
      if (data.length === 0) break;
    }
    return answers;
  }

  /** `mode=import` repeated while the shop answers `progress`, as 1C does; every answer. */
  async importUntilDone(filename: string, maxCalls = 600, type = 'catalog'): Promise<OneCAnswer[]> {
    const answers: OneCAnswer[] = [];
    for (let calls = 0; calls < maxCalls; calls++) {
      const answer = await this.call({ type, mode: 'import', filename });
      answers.push(answer);
      if (answer.lines[0] !== 'progress') return answers;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import of ${filename} still in progress after ${maxCalls} calls`);
  }
}
