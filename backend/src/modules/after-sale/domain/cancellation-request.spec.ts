import { decisionConflict, RequestState } from './cancellation-request';

describe('decisionConflict: staff decide the version of the request they were shown', () => {
  it.each<[RequestState, number, number, ReturnType<typeof decisionConflict>]>([
    ['open', 3, 3, null],
    ['open', 4, 3, 'changed'],
    ['open', 2, 3, 'changed'],
    ['deciding', 4, 3, 'decided'],
    ['deciding', 3, 3, 'decided'],
    ['approved', 5, 3, 'decided'],
    ['rejected', 3, 3, 'decided'],
  ])('%s at version %i, shown %i: %s', (state, version, shown, expected) => {
    expect(decisionConflict({ state, version }, shown)).toBe(expected);
  });
});
