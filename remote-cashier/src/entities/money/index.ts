// Money as the platform writes it, read into integer cents.
export { Cents, SignedCents } from './cents';
