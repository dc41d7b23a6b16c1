import { requestChanged, requestDecided } from '../domain/after-sale.errors';
import { CancellationRequest, decisionConflict } from '../domain/cancellation-request';
import { CancellationReadModel } from './cancellation-read-model.port';

function refusal(kind: 'decided' | 'changed') {
  return kind === 'decided' ? requestDecided() : requestChanged();
}

/**
 * Staff's decision takes the version of the request they were shown, or nothing: decided already
 * (or being decided) is CANCELLATION_REQUEST_DECIDED, open at another version is
 * CANCELLATION_REQUEST_CHANGED. `claim` is the guarded write; when it loses a race the request is
 * read again to tell which.
 */
export async function claimShownVersion(
  request: CancellationRequest,
  version: number,
  requests: CancellationReadModel,
  claim: (version: number) => Promise<boolean>,
): Promise<void> {
  const before = decisionConflict(request, version);
  if (before) throw refusal(before);
  if (await claim(version)) return;
  const now = await requests.findRequest(request.id);
  throw refusal((now && decisionConflict(now, version)) ?? 'decided');
}
