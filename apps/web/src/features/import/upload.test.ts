import { AxiosError } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { fileNameOf } from './api';
import { imageUploadErrorMessage, importErrorMessage, MissingTokenError } from './upload';

const config = { headers: {} } as InternalAxiosRequestConfig;

function failed(status: number | null, data: unknown = {}, code?: string): ApiRequestError {
  const response = status === null ? undefined : { status, data, statusText: '', headers: {}, config };
  return new ApiRequestError(new AxiosError('failed', code, config, {}, response));
}

describe('messages of failed import calls (spec §8)', () => {
  it('the session, a missing token, the server’s text, else the fallback', () => {
    expect(importErrorMessage(failed(401, { error: 'Требуется вход в систему' }), 'x')).toBe(
      'Сессия истекла. Войдите снова',
    );
    expect(importErrorMessage(new MissingTokenError(), 'x')).toBe('Токен авторизации отсутствует');
    expect(importErrorMessage(failed(409, { error: 'Импорт уже выполняется' }), 'x')).toBe(
      'Импорт уже выполняется',
    );
    expect(importErrorMessage(failed(500), 'Ошибка при импорте XML')).toBe('Ошибка при импорте XML');
  });

  it('the pictures upload: too large, network error, time-out', () => {
    expect(imageUploadErrorMessage(failed(413, { error: 'File too large' }))).toBe(
      'Файл слишком большой. Максимальный размер: 5 ГБ',
    );
    expect(imageUploadErrorMessage(failed(400, { error: 'Request: File too large (limit)' }))).toBe(
      'Файл слишком большой. Максимальный размер: 5 ГБ',
    );
    expect(imageUploadErrorMessage(failed(null, undefined, AxiosError.ERR_NETWORK))).toBe(
      'Сетевая ошибка. Попробуйте снова с тем же файлом',
    );
    expect(imageUploadErrorMessage(failed(null, undefined, AxiosError.ECONNABORTED))).toBe(
      'Превышено время ожидания (120 минут). Попробуйте снова с тем же файлом',
    );
    expect(imageUploadErrorMessage(failed(415, { error: 'Поддерживаются только ZIP' }))).toBe(
      'Поддерживаются только ZIP',
    );
    expect(imageUploadErrorMessage(failed(500))).toBe('Произошла ошибка');
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of Content-Disposition', () => {
    expect(
      fileNameOf(
        `attachment; filename="shablon-importa.xlsx"; filename*=UTF-8''${encodeURIComponent('Шаблон импорта.xlsx')}`,
      ),
    ).toBe('Шаблон импорта.xlsx');
    expect(fileNameOf('attachment; filename="shablon-importa.xlsx"')).toBe('shablon-importa.xlsx');
    expect(fileNameOf('')).toBe('template.xlsx');
  });
});
