import { useTranslation } from 'react-i18next';
import { TabList, tabId } from '@mc/shared-kernel';
import type { LoginMethod } from '../hooks/use-login-method';

const METHODS: LoginMethod[] = ['username', 'sms'];

export const methodTabId = (idBase: string, method: LoginMethod) => tabId(idBase, method);

/** Username or mobile login. */
export function MethodTabs({
  method,
  onChange,
  idBase,
  panelId,
}: {
  method: LoginMethod;
  onChange: (method: LoginMethod) => void;
  idBase: string;
  panelId: string;
}) {
  const { t } = useTranslation('member');
  return (
    <TabList
      label={t('login.method.label')}
      options={METHODS.map((m) => ({ value: m, label: t(`login.method.${m}`) }))}
      selected={method}
      onChange={onChange}
      idBase={idBase}
      panelId={panelId}
      className="mem-method"
      tabClassName="mem-method__tab"
    />
  );
}
