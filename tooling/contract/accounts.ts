// Whom the contract run logs in as: the sim's demo member and agent (platform-sim README, "Demo accounts"), or the
// accounts the environment names for another platform. Passwords come from here or the environment, never from
// the command line, and are never printed.
import { DEMO_ACCOUNTS } from '../../platform-sim/src/index';
import type { Account } from './types';

/** demo01 and agent01 with what the sim seeds for them (demo01's mobile number and payment password). */
export function demoAccounts(): { member: Account; agent: Account } {
  return {
    member: {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      mobileNum: '09450000001',
      paymentPassword: '246810',
    },
    agent: { username: DEMO_ACCOUNTS.agent.username, password: DEMO_ACCOUNTS.agent.password },
  };
}

/**
 * The demo accounts, each part overridden by CONTRACT_MEMBER_USERNAME, CONTRACT_MEMBER_PASSWORD,
 * CONTRACT_MEMBER_MOBILE, CONTRACT_MEMBER_PAYMENT_PASSWORD and the same for CONTRACT_AGENT_….
 */
export function accountsFromEnv(env: NodeJS.ProcessEnv): { member: Account; agent: Account } {
  const demo = demoAccounts();
  const pick = (role: 'member' | 'agent'): Account => {
    const prefix = `CONTRACT_${role.toUpperCase()}_`;
    const base = demo[role];
    const account: Account = {
      username: env[`${prefix}USERNAME`] || base.username,
      password: env[`${prefix}PASSWORD`] || base.password,
    };
    const mobileNum = env[`${prefix}MOBILE`] || base.mobileNum;
    const paymentPassword = env[`${prefix}PAYMENT_PASSWORD`] || base.paymentPassword;
    if (mobileNum) account.mobileNum = mobileNum;
    if (paymentPassword) account.paymentPassword = paymentPassword;
    return account;
  };
  return { member: pick('member'), agent: pick('agent') };
}
