// The centre (main) wallet, and the root key every balance query lives under.
export { useCentreWallet, walletKeys, type CentreWallet } from './centre-wallet';
