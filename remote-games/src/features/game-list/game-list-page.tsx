import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, usePageTitle } from '@mc/shared-kernel';
import { useStartListsOver, type GameListFilter } from './api/get-games';
import { useVendorMapping } from './api/get-vendor-mapping';
import { ALL_CLASSES, type ClassChoice } from './class-choice';
import { ClassTabs } from './components/class-tabs';
import { GameResults } from './components/game-results';
import { GameSearch } from './components/game-search';
import { VendorStrip } from './components/vendor-strip';
import { gameTypeTitleKey, queryValue } from './game-types';
import { useMerchantCode } from './use-merchant-code';
import './game-list.css';

/** /m/gameList?gameType={type}&vassalage={vendor} (spec section 2 "Game list"). */
export default function GameListPage() {
  const { t, i18n } = useTranslation('games');
  const [searchParams, setSearchParams] = useSearchParams();
  const gameType = queryValue(searchParams.get('gameType'));
  const vassalage = queryValue(searchParams.get('vassalage'));
  const [classChoice, setClassChoice] = useState<ClassChoice>(ALL_CLASSES);
  const [searchText, setSearchText] = useState('');
  const [gameName, setGameName] = useState('');
  const merchant = useMerchantCode();
  const startOver = useStartListsOver();
  // Part of every query key, so a language change loads the lists again in the new language.
  const language = i18n.language;

  const mapping = useVendorMapping(gameType && merchant.code ? { gameType, merchantCode: merchant.code, language } : null);

  const filter: GameListFilter | null = merchant.code
    ? {
        merchant: merchant.code,
        gameType,
        vassalage,
        gameClassify: classChoice.kind === 'classify' ? classChoice.key : null,
        isNew: classChoice.kind === 'new',
        gameName,
        language,
      }
    : null;

  // The vendor lives in the URL so a reload, or coming back from login or a game, keeps it.
  const chooseVendor = (code: string | null) => {
    startOver();
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (code) next.set('vassalage', code);
        else next.delete('vassalage');
        return next;
      },
      { replace: true },
    );
  };

  // The header shows the category (the route's fixed title key cannot).
  const title = t(gameTypeTitleKey(gameType));
  usePageTitle(title);

  // Spec section 4: choosing a selection starts again from page 1 and clears the search text.
  const chooseClass = (choice: ClassChoice) => {
    startOver();
    setClassChoice(choice);
    setSearchText('');
    setGameName('');
  };

  const applySearch = (name: string) => {
    startOver();
    setGameName(name);
  };

  return (
    <section className="gm-list" aria-label={title}>
      <VendorStrip
        vendors={mapping.data?.vendors ?? []}
        selected={vassalage}
        error={mapping.error}
        onRetry={() => void mapping.refetch()}
        onSelect={chooseVendor}
      />
      <GameSearch value={searchText} onChange={setSearchText} onApply={applySearch} />
      <ClassTabs classes={mapping.data?.gameClassify ?? []} selected={classChoice} onSelect={chooseClass} />
      {merchant.error && !merchant.code ? (
        <ErrorState error={merchant.error} onRetry={merchant.retry} />
      ) : (
        <GameResults filter={filter} />
      )}
    </section>
  );
}
