import { fetchUtils, HttpError } from 'react-admin';
import { formErrorsOf, messageOf, type ServerErrorBody } from './serverErrors';
import { session } from './session';

/**
 * Every call to the API goes through here: it adds the staff token, unwraps the API's `{ data }`
 * envelope (ra-data-simple-rest expects the bare record or list) and turns the API's error body
 * into the shape react-admin shows next to the form fields. A 401 is left to authProvider.checkError,
 * which sends the user back to the login page.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    const response = await fetchUtils.fetchJson(url, { ...options, headers });
    return { ...response, json: unwrap(response.json) };
  } catch (error) {
    throw asFormError(error);
  }
}

function unwrap(json: unknown): unknown {
  if (json && typeof json === 'object' && !Array.isArray(json) && 'data' in json) {
    return (json as { data: unknown }).data;
  }
  return json;
}

function asFormError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as ServerErrorBody | undefined;
  const errors = formErrorsOf(body);
  return new HttpError(messageOf(body, error.message), error.status, errors ? { ...body, errors } : body);
}

/** Uploads a picture through POST /api/upload and answers the path to keep in image_url. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { json } = await httpClient('/api/upload', { method: 'POST', body });
  const answer = json as { image_url?: string; url?: string } | undefined;
  const url = answer?.image_url ?? answer?.url;
  if (!url) throw new Error('No image URL received from server');
  return url;
}
