import { isApiError, type ApiError } from '@/api/errors';
import { getBackend } from '@/api/backend';

/** Short explanation of an error for people, with what they can do. */
export function describeError(error: unknown): { title: string; detail: string } {
  if (!isApiError(error)) return { title: 'Something went wrong', detail: error instanceof Error ? error.message : String(error) };
  const plain = describeAnswer(error);
  if (!error.laterPage) return plain;
  // A page after the first, reached by the service's own link: the list is there, the rest of it is not.
  return {
    title: `The rest of the list could not be loaded${error.kind === 'http' ? ` (${error.status})` : ''}`,
    detail:
      error.kind === 'http' && error.status === 404
        ? 'The first page came; the next page, which the service said was there, was not found.'
        : `The first page came, but not the next. ${plain.detail}`,
  };
}

function describeAnswer(error: ApiError): { title: string; detail: string } {
  if (error.kind === 'network') {
    return getBackend().kind === 'gateway'
      ? {
          title: 'The gateway could not be reached',
          detail: 'The host did not answer or the browser refused its answer (CORS). Check the address in Settings and your connection.',
        }
      : { title: 'The simulator did not answer', detail: 'Try again; reloading the page restarts it.' };
  }
  if (error.kind === 'invalid-response') {
    return { title: 'Unreadable answer', detail: 'The service answered with something that is not the expected JSON.' };
  }
  switch (error.status) {
    case 400:
      return { title: 'The service rejected the request', detail: error.serviceMessage ?? error.message };
    case 401: {
      const backend = getBackend();
      // A signed-in session is renewed or signed in again (its prompt says how), never given a pasted token.
      return backend.kind === 'gateway' && backend.signIn
        ? { title: 'Session token refused (401)', detail: 'The gateway refused the session’s token. Sign in again to continue: this page stays as it is.' }
        : { title: 'Token refused (401)', detail: 'The access token is missing, invalid or expired. Paste a new token to continue.' };
    }
    case 403:
      return { title: 'Not entitled (403)', detail: 'This user or application does not have access to this data.' };
    case 404:
      return { title: 'Not found', detail: 'The service does not know this item, or it is not available to this user.' };
    case 429:
      return { title: 'Rate limit reached (429)', detail: 'Too many requests in a short time. Wait a moment and try again.' };
    default:
      return { title: `Service error (${error.status})`, detail: error.message };
  }
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An HTTP status with its reason phrase where it is a common one, e.g. "503 Service Unavailable". */
export function statusCodeText(status: number): string {
  return `${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ''}`;
}

/** The status of a failed request in words, e.g. "HTTP 503 Service Unavailable" or "no answer (network error)". */
export function statusInWords(error: ApiError): string {
  const http = `HTTP ${statusCodeText(error.status)}`;
  if (error.kind === 'network') return error.status ? `${http}, then the connection broke off (network error)` : 'no answer (network error)';
  if (error.kind === 'invalid-response') return error.status ? `${http}, but the answer could not be read` : 'a link to another address, not followed';
  return http;
}
