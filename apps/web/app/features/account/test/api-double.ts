// The fetch double moved to app/test (the checkout's tests use it too); the account tests keep this path.
export * from '../../../test/api-double.ts';
