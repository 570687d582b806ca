import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mc/shared-kernel';
import type { Contract } from '../api/contract-schema';

/** The contract's tiers as a table: what the team must reach, and what it earns. */
export function ContractTiers({ contract }: { contract: Contract }) {
  const { t } = useTranslation('agent');
  return (
    <table className="agt-contract-tiers">
      <caption>{t('contract.tiers')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contract.level')}</th>
          <th scope="col">
            {contract.kind === 'dividend' ? t('contract.dividend.threshold') : t(`contract.${contract.kind}.threshold`)}
          </th>
          <th scope="col">{t('contract.activeMembers')}</th>
          <th scope="col">{t(`contract.${contract.kind}.reward`)}</th>
        </tr>
      </thead>
      <tbody>
        {contract.kind === 'dividend'
          ? contract.tiers.map((tier) => (
              <tr key={tier.level}>
                <th scope="row">{t('contract.tierName', { level: tier.level })}</th>
                <td>≥ {formatMoney(tier.teamProfit)}</td>
                <td>≥ {tier.activeMembers}</td>
                <td>{t('contract.percent', { rate: tier.rate })}</td>
              </tr>
            ))
          : contract.tiers.map((tier) => (
              <tr key={tier.level}>
                <th scope="row">{t('contract.tierName', { level: tier.level })}</th>
                <td>≥ {formatMoney(tier.teamValidBet)}</td>
                <td>≥ {tier.activeMembers}</td>
                <td>{formatMoney(tier.amount)}</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
