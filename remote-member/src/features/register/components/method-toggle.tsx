import { useTranslation } from 'react-i18next';
import { TabList, tabId } from '@mc/shared-kernel';
import type { RegisterBy } from '../registration-rules';

export const methodTabId = (idBase: string, by: RegisterBy) => tabId(idBase, by);

/** Username or mobile registration, shown only when the merchant offers both. */
export function MethodToggle({
  methods,
  by,
  onChange,
  idBase,
  panelId,
}: {
  methods: RegisterBy[];
  by: RegisterBy;
  onChange: (by: RegisterBy) => void;
  idBase: string;
  panelId: string;
}) {
  const { t } = useTranslation('member-register');
  return (
    <TabList
      label={t('method.label')}
      options={methods.map((m) => ({ value: m, label: t(`method.${m}`) }))}
      selected={by}
      onChange={onChange}
      idBase={idBase}
      panelId={panelId}
      className="mem-reg__methods"
      tabClassName="mem-reg__method"
    />
  );
}
