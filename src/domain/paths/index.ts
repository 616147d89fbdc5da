export { paths } from './paths';
export { authPathReturningTo, returnPathParam, safeReturnPath } from './return-path';
