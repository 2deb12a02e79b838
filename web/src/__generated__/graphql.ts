/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddHoldingInput = {
  cardId: string | number;
  purchasePrice?: number | null | undefined;
  quantity: number;
};

export type AlertKind =
  /** Fires on the first market price at or above price; again once it was below. */
  | 'above'
  /** Fires on the first market price at or below price; again once it was above. */
  | 'below'
  /** Fires when the market price is percent away (either way) from its reference, then measures from that price. */
  | 'move';

export type CardCondition =
  | 'damaged'
  | 'heavily_played'
  | 'lightly_played'
  | 'mint'
  | 'moderately_played'
  | 'near_mint';

export type CounterTradeInput = {
  cashAdjustment?: number | null | undefined;
  expiryHours?: number | null | undefined;
  message?: string | null | undefined;
  offeredItems?: Array<TradeItemInput> | null | undefined;
  requestedItems?: Array<TradeItemInput> | null | undefined;
};

/** The tones a cover letter is written in; Profile.coverLetter maps free text to one of them. */
export type CoverLetterTone =
  | 'concise'
  | 'enthusiastic'
  | 'professional'
  | 'warm';

export type CreateBookmarkInput = {
  content?: string | null | undefined;
  favicon?: string | null | undefined;
  folder?: string | null | undefined;
  title?: string | null | undefined;
  url: string;
};

export type CreatePriceAlertInput = {
  cardId: string | number;
  kind: AlertKind;
  /** move: the percentage move, more than 0. */
  percent?: number | null | undefined;
  /** above / below: the threshold price. */
  price?: number | null | undefined;
  /** Optional: where fired alerts are POSTed, signed; a public http(s) URL. */
  webhookUrl?: string | null | undefined;
};

export type CreateTabInput = {
  content?: string | null | undefined;
  favicon?: string | null | undefined;
  title?: string | null | undefined;
  url: string;
};

export type CrewInput = {
  /** A hex colour such as #1e90ff. */
  color: string;
  name: string;
  tag: string;
};

export type ExperienceInput = {
  achievements?: Array<string> | null | undefined;
  company?: string | null | undefined;
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  isCurrent?: boolean | null | undefined;
  location?: string | null | undefined;
  startDate?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  technologies?: Array<string> | null | undefined;
  title: string;
};

export type Finish =
  | 'borderless'
  | 'etched'
  | 'foil'
  | 'serialized'
  | 'standard';

/** The card games. Enum values are spelled as the cards REST API spells them. */
export type Game =
  | 'lorcana'
  | 'mtg'
  | 'other'
  | 'pokemon'
  | 'yugioh';

export type HunterTier =
  | 'ENTERPRISE'
  | 'FREE'
  | 'PRO';

export type ItemType =
  | 'BOOKMARK'
  | 'TAB';

/** A position report from the device (the location validation request; the player is the token's subject). */
export type LocationReportInput = {
  /**
   * Horizontal accuracy radius in metres, as the device reports it. An implausible value is a spoof signal, not an input error: under
   * GAME_MIN_ACCURACY_METERS (1) or over GAME_MAX_ACCURACY_METERS (100) the fix is blocked_spoof_detected (impossible_accuracy, poor_accuracy).
   */
  accuracy: number;
  latitude: number;
  longitude: number;
  /** ios, android, web, ... (free text, kept in the audit log). */
  platform: string;
  /** The client's play session (a uuid the client makes up when the app starts). */
  sessionId: string | number;
  /** When the device took the fix (ISO 8601): checked against the server clock (GAME_CLOCK_SKEW_MAX_SECONDS), never used to time a move. */
  timestamp: string;
  /** The player the client believes it is; when given, it must be the token's subject (FORBIDDEN user_mismatch). */
  userId?: string | number | null | undefined;
};

/** Outcome of one location validation; the first failing check decides it. */
export type LocationResultCode =
  | 'blocked_exclusion_zone'
  | 'blocked_rate_limit'
  | 'blocked_speed_lockout'
  | 'blocked_spoof_detected'
  /** Our addition: the player's strike lockout runs (lockedUntil says until when); no check ran. */
  | 'blocked_strike_lockout'
  /** Our addition: production holds no exclusion-zone data, so no fix is judged clear of zones (fails closed). */
  | 'blocked_zone_data_unavailable'
  | 'error'
  | 'valid';

export type NarrativeInput = {
  contexts?: Array<string> | null | undefined;
  /** Narrate through this mask instead of the best-scoring one. */
  maskId?: string | number | null | undefined;
  settings?: NarrativeSettingsInput | null | undefined;
  tags?: Array<string> | null | undefined;
  timeline?: Array<TimelineItemInput> | null | undefined;
};

export type NarrativeSettingsInput = {
  compressionRatio?: number | null | undefined;
  tone?: string | null | undefined;
};

export type PlanTier =
  | 'FREE'
  | 'PRO';

export type ProfileInput = {
  avatarUrl?: string | null | undefined;
  displayName: string;
  headline?: string | null | undefined;
  locationText?: string | null | undefined;
  slug: string;
  summaryMarkdown?: string | null | undefined;
  title?: string | null | undefined;
};

export type ProfilePatchInput = {
  avatarUrl?: string | null | undefined;
  displayName?: string | null | undefined;
  headline?: string | null | undefined;
  locationText?: string | null | undefined;
  slug?: string | null | undefined;
  summaryMarkdown?: string | null | undefined;
  title?: string | null | undefined;
};

export type ProjectInput = {
  description?: string | null | undefined;
  name: string;
  startDate?: string | null | undefined;
  status?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  technologies?: Array<string> | null | undefined;
  url?: string | null | undefined;
};

export type ProposeTradeInput = {
  cashAdjustment?: number | null | undefined;
  expiryHours?: number | null | undefined;
  message?: string | null | undefined;
  offeredItems?: Array<TradeItemInput> | null | undefined;
  /** The receiver's platform account handle, resolved through the accounts subgraph (accountByHandle). */
  receiverHandle?: string | null | undefined;
  receiverId?: string | number | null | undefined;
  requestedItems?: Array<TradeItemInput> | null | undefined;
};

export type Rarity =
  | 'common'
  | 'mythic'
  | 'rare'
  | 'secret'
  | 'uncommon';

export type SkillInput = {
  category?: string | null | undefined;
  name: string;
  proficiencyLevel?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  yearsOfExperience?: number | null | undefined;
};

export type SuggestionStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED';

export type SuggestionType =
  /** Two items with nearly the same content (cosine similarity at least SUGGESTION_DUPLICATE_THRESHOLD) or the same URL. */
  | 'DUPLICATE'
  /** Two items with similar content (similarity in [SUGGESTION_RELATED_THRESHOLD, SUGGESTION_DUPLICATE_THRESHOLD)). */
  | 'RELATED'
  /** A tab not opened for STALE_DAYS. */
  | 'STALE';

export type TimelineItemInput = {
  end?: string | null | undefined;
  id: string;
  start?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title: string;
};

export type TradeItemInput = {
  cardId: string | number;
  quantity: number;
};

export type TradeRole =
  | 'any'
  | 'proposer'
  | 'receiver';

export type TradeStatus =
  | 'accepted'
  | 'cancelled'
  | 'countered'
  | 'expired'
  | 'pending'
  | 'rejected';

/** Set a field to change it; displayName null or empty clears it. */
export type UpdateAccountProfileInput = {
  displayName?: string | null | undefined;
  handle?: string | null | undefined;
};

/** Only supplied fields change. */
export type UpdateBookmarkInput = {
  category?: string | null | undefined;
  content?: string | null | undefined;
  folder?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  /** Cannot be null (a bookmark's title is a string; leave it out to keep it). */
  title?: string | null | undefined;
};

/** Only supplied fields change. */
export type UpdateTabInput = {
  category?: string | null | undefined;
  content?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  /** Cannot be null (a tab's title is a string; leave it out to keep it). */
  title?: string | null | undefined;
};

export type AccountDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDetailsQuery = { me: { id: number, username: string, email: string, emailVerified: boolean, account: { id: string, handle: string, displayName: string | null } } };

export type UpdateHandleMutationVariables = Exact<{
  input: UpdateAccountProfileInput;
}>;


export type UpdateHandleMutation = { updateAccountProfile: { id: string, handle: string, displayName: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type RegisterAccountMutationVariables = Exact<{
  username: string;
  email: string;
  password: string;
}>;


export type RegisterAccountMutation = { register: { message: string, userId: number } };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { message: string } };

export type CreatePriceAlertMutationVariables = Exact<{
  input: CreatePriceAlertInput;
}>;


export type CreatePriceAlertMutation = { createPriceAlert: { alert: (
      { id: string }
      & { ' $fragmentRefs'?: { 'AlertRowFragment': AlertRowFragment } }
    ) } };

export type WatchCardMutationVariables = Exact<{
  cardId: string | number;
}>;


export type WatchCardMutation = { watchCard: { cardId: string, addedAt: string } };

export type AlertLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertLimitsQuery = { cardsEntitlements: { userId: string, effectiveTier: string, alertLimits: { maxAlerts: number, maxWatchedCards: number } } };

export type AlertRowFragment = { id: string, cardId: string, kind: AlertKind, price: number | null, percent: number | null, referencePrice: number | null, armed: boolean, lastPrice: number | null, lastTriggeredAt: string | null, triggerCount: number, card: { id: string, name: string, ticker: string } | null } & { ' $fragmentName'?: 'AlertRowFragment' };

export type DeletePriceAlertMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePriceAlertMutation = { deletePriceAlert: { id: string } };

export type PriceAlertsQueryVariables = Exact<{
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type PriceAlertsQuery = { priceAlerts: { nextCursor: string | null, hasMore: boolean, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AlertRowFragment': AlertRowFragment } }
    )> } };

export type PriceAlertFiredSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PriceAlertFiredSubscription = { priceAlerts: { alertId: string, cardId: string, ticker: string, kind: AlertKind, threshold: number | null, percent: number | null, price: number, changePercentage: number | null, triggeredAt: string } };

export type PortfolioAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortfolioAnalyticsQuery = { portfolioAnalytics: { totalCards: number, totalValue: number, totalCostBasis: number, unrealizedPnl: number, unrealizedPnlPercentage: number | null, concentrationScore: number, concentrationRisk: string, largestPosition: { cardId: string, cardName: string, weightPercentage: number } | null, positions: Array<{ cardId: string, cardName: string, quantity: number, marketValue: number, costBasis: number, unrealizedPnl: number, weightPercentage: number }> } };

export type CardsBillingQueryVariables = Exact<{ [key: string]: never; }>;


export type CardsBillingQuery = { cardsEntitlements: { userId: string, tier: string, effectiveTier: string, status: string, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean } };

export type CardPageQueryVariables = Exact<{
  id: string | number;
}>;


export type CardPageQuery = { card: { id: string, name: string, game: Game, setName: string, setCode: string, rarity: Rarity, condition: CardCondition, collectorNumber: string, ticker: string, bestMarketPrice: number | null, variants: Array<{ id: string, label: string, finish: Finish, marketPrice: number | null }> }, priceHistory: (
    { cardId: string }
    & { ' $fragmentRefs'?: { 'PriceChartFragment': PriceChartFragment } }
  ) };

export type AddHoldingMutationVariables = Exact<{
  input: AddHoldingInput;
}>;


export type AddHoldingMutation = { addHolding: { entry: { cardId: string, quantity: number } } };

export type CardRowFragment = { id: string, name: string, game: Game, setName: string, rarity: Rarity, condition: CardCondition, ticker: string } & { ' $fragmentName'?: 'CardRowFragment' };

export type SearchCardsQueryVariables = Exact<{
  q?: string | null | undefined;
  cursor?: string | null | undefined;
  limit: number;
}>;


export type SearchCardsQuery = { searchCards: { nextCursor: string | null, hasMore: boolean, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CardRowFragment': CardRowFragment } }
    )> } };

export type HoldingRowFragment = { cardId: string, cardName: string | null, game: string | null, condition: string | null, quantity: number, purchasePrice: number, unitValue: number | null, marketValue: number | null } & { ' $fragmentName'?: 'HoldingRowFragment' };

export type RemoveHoldingMutationVariables = Exact<{
  cardId: string | number;
}>;


export type RemoveHoldingMutation = { removeHolding: { __typename: 'RemovedHolding' } };

export type CardPriceUpdatesSubscriptionVariables = Exact<{
  symbols: Array<string> | string;
}>;


export type CardPriceUpdatesSubscription = { priceUpdates: { cardId: string, ticker: string, price: number, confidence: number, sourcesUsed: number, calculatedAt: string } };

export type PortfolioStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortfolioStatsQuery = { portfolioStats: { totalCards: number, totalValue: number, unpricedCards: number, allocations: Array<{ game: string, value: number, percentage: number, cards: number }> } };

export type PortfolioHoldingsQueryVariables = Exact<{
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type PortfolioHoldingsQuery = { portfolioHoldings: { nextCursor: string | null, hasMore: boolean, items: Array<(
      { cardId: string }
      & { ' $fragmentRefs'?: { 'HoldingRowFragment': HoldingRowFragment } }
    )> } };

export type PriceChartFragment = { from: string, to: string, days: Array<{ day: string, price: number, low: number, high: number }> } & { ' $fragmentName'?: 'PriceChartFragment' };

export type TradeRowFragment = { id: string, status: TradeStatus, message: string, cashAdjustment: number, createdAt: string, expiresAt: string, settling: boolean, offeredItems: Array<{ cardId: string, quantity: number, card: { id: string, name: string } | null }>, requestedItems: Array<{ cardId: string, quantity: number, card: { id: string, name: string } | null }> } & { ' $fragmentName'?: 'TradeRowFragment' };

export type TradeNetValueQueryVariables = Exact<{
  id: string | number;
}>;


export type TradeNetValueQuery = { tradeValue: { tradeId: string, netValue: number, meaning: string } };

export type AnswerTradeMutationVariables = Exact<{
  id: string | number;
  accept: boolean;
  reject: boolean;
  cancel: boolean;
}>;


export type AnswerTradeMutation = { acceptTrade?: { id: string, status: TradeStatus }, rejectTrade?: { id: string, status: TradeStatus }, cancelTrade?: { id: string, status: TradeStatus } };

export type CounterTradeMutationVariables = Exact<{
  id: string | number;
  input: CounterTradeInput;
}>;


export type CounterTradeMutation = { counterTrade: { id: string, status: TradeStatus } };

export type TradesQueryVariables = Exact<{
  role?: TradeRole | null | undefined;
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type TradesQuery = { trades: { nextCursor: string | null, hasMore: boolean, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TradeRowFragment': TradeRowFragment } }
    )> } };

export type ProposeTradeMutationVariables = Exact<{
  input: ProposeTradeInput;
}>;


export type ProposeTradeMutation = { proposeTrade: { id: string, status: TradeStatus } };

export type WatchlistQueryVariables = Exact<{ [key: string]: never; }>;


export type WatchlistQuery = { watchlist: Array<{ cardId: string, addedAt: string, card: { id: string, name: string, ticker: string, bestMarketPrice: number | null } | null }> };

export type UnwatchCardMutationVariables = Exact<{
  cardId: string | number;
}>;


export type UnwatchCardMutation = { unwatchCard: { cardId: string } };

export type CellOnMapFragment = { h3Index: string, districtId: string, playerInfluence: Record<string, unknown>, controllingCrewId: string | null, totals: { players: number, crews: number }, outpost: { id: string, level: number, health: number, owner: { id: string, handle: string } | null } | null } & { ' $fragmentName'?: 'CellOnMapFragment' };

export type TurfCellQueryVariables = Exact<{
  h3Index: string;
}>;


export type TurfCellQuery = { turfCell: (
    { h3Index: string }
    & { ' $fragmentRefs'?: { 'CellOnMapFragment': CellOnMapFragment } }
  ) };

export type CellChangedSubscriptionVariables = Exact<{
  h3Index: string;
}>;


export type CellChangedSubscription = { cellChanged: { h3Index: string, cause: string, at: string } };

export type DistrictContractsQueryVariables = Exact<{
  districtId: string;
}>;


export type DistrictContractsQuery = { districtContracts: Array<{ id: string, type: string, target: number, reward: number, expiresAt: string, progress: number, completedAt: string | null }> };

export type ContractCompletedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ContractCompletedSubscription = { contractCompleted: { contractId: string, type: string, reward: number, at: string } };

export type MyCreaturesQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type MyCreaturesQuery = { myCreatures: Array<{ id: string, species: string, geometry: string, motion: string, sound: string, rarity: string, palette: Array<Array<number>>, capturedAt: string | null, spawnedAt: string, cell: { h3Index: string } }> };

export type MyCrewQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCrewQuery = { myCrew: { id: string, name: string, tag: string, color: string, active: boolean, members: Array<{ playerId: string, role: string, account: { id: string, handle: string } | null }> } | null };

export type RecruitingCrewsQueryVariables = Exact<{
  cell: string;
}>;


export type RecruitingCrewsQuery = { recruitingCrews: Array<{ distanceCells: number, openSlots: number, crew: { id: string, name: string, tag: string } }> };

export type CreateCrewMutationVariables = Exact<{
  input: CrewInput;
}>;


export type CreateCrewMutation = { createCrew: { id: string } };

export type JoinCrewMutationVariables = Exact<{
  crewId: string | number;
}>;


export type JoinCrewMutation = { joinCrew: { id: string } };

export type LeaveCrewMutationVariables = Exact<{ [key: string]: never; }>;


export type LeaveCrewMutation = { leaveCrew: { __typename: 'CrewLeft' } };

export type DistrictLeaderboardQueryVariables = Exact<{
  districtId: string;
  limit: number;
}>;


export type DistrictLeaderboardQuery = { districtLeaderboard: { districtId: string, players: Array<{ rank: number, playerId: string, influence: number, account: { id: string, handle: string, displayName: string | null } | null }>, crews: Array<{ rank: number, crewId: string, name: string | null, tag: string | null, influence: number }> } };

export type ReportLocationMutationVariables = Exact<{
  input: LocationReportInput;
}>;


export type ReportLocationMutation = { validateLocation: { resultCode: LocationResultCode, gameplayCell: string, districtId: string, lockedUntil: string | null } };

export type LastPositionQueryVariables = Exact<{ [key: string]: never; }>;


export type LastPositionQuery = { myLastValidatedPosition: { latitude: number, longitude: number, at: string, gameplayCell: string, districtId: string } | null };

export type PageArchivesQueryVariables = Exact<{ [key: string]: never; }>;


export type PageArchivesQuery = { archives: Array<{ id: number, url: string, createdAt: string }> };

export type ArchivedPageQueryVariables = Exact<{
  id: number;
}>;


export type ArchivedPageQuery = { archive: { id: number, url: string, htmlContent: string } };

export type CreateTabMutationVariables = Exact<{
  input: CreateTabInput;
}>;


export type CreateTabMutation = { createTab: (
    { id: number }
    & { ' $fragmentRefs'?: { 'SavedItemCard_Tab_Fragment': SavedItemCard_Tab_Fragment } }
  ) };

export type CreateBookmarkMutationVariables = Exact<{
  input: CreateBookmarkInput;
}>;


export type CreateBookmarkMutation = { createBookmark: (
    { id: number }
    & { ' $fragmentRefs'?: { 'SavedItemCard_Bookmark_Fragment': SavedItemCard_Bookmark_Fragment } }
  ) };

export type UpdateTabMutationVariables = Exact<{
  id: number;
  input: UpdateTabInput;
}>;


export type UpdateTabMutation = { updateTab: (
    { id: number }
    & { ' $fragmentRefs'?: { 'SavedItemCard_Tab_Fragment': SavedItemCard_Tab_Fragment } }
  ) };

export type UpdateBookmarkMutationVariables = Exact<{
  id: number;
  input: UpdateBookmarkInput;
}>;


export type UpdateBookmarkMutation = { updateBookmark: (
    { id: number }
    & { ' $fragmentRefs'?: { 'SavedItemCard_Bookmark_Fragment': SavedItemCard_Bookmark_Fragment } }
  ) };

export type LibraryItemEnrichedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LibraryItemEnrichedSubscription = { itemEnriched: { itemId: number, itemType: ItemType, summary: string, category: string, tags: Array<string>, entities: Record<string, unknown> } };

export type ArchiveTabMutationVariables = Exact<{
  id: number;
}>;


export type ArchiveTabMutation = { archiveTab: { jobId: string } };

export type ArchiveBookmarkMutationVariables = Exact<{
  id: number;
}>;


export type ArchiveBookmarkMutation = { archiveBookmark: { jobId: string } };

export type DeleteTabMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTabMutation = { deleteTab: { message: string } };

export type DeleteBookmarkMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBookmarkMutation = { deleteBookmark: { message: string } };

type SavedItemCard_Bookmark_Fragment = { __typename: 'Bookmark', folder: string | null, id: number, url: string, title: string, summary: string | null, category: string | null, tags: Array<string>, isArchived: boolean, createdAt: string } & { ' $fragmentName'?: 'SavedItemCard_Bookmark_Fragment' };

type SavedItemCard_Tab_Fragment = { __typename: 'Tab', id: number, url: string, title: string, summary: string | null, category: string | null, tags: Array<string>, isArchived: boolean, createdAt: string } & { ' $fragmentName'?: 'SavedItemCard_Tab_Fragment' };

export type SavedItemCardFragment =
  | SavedItemCard_Bookmark_Fragment
  | SavedItemCard_Tab_Fragment
;

export type LibraryTabsQueryVariables = Exact<{
  limit: number;
  cursor?: string | null | undefined;
  archived: boolean;
}>;


export type LibraryTabsQuery = { tabPage: { nextCursor: string | null, hasMore: boolean, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'SavedItemCard_Tab_Fragment': SavedItemCard_Tab_Fragment } }
    )> } };

export type LibraryBookmarksQueryVariables = Exact<{
  limit: number;
  cursor?: string | null | undefined;
  archived: boolean;
}>;


export type LibraryBookmarksQuery = { bookmarkPage: { nextCursor: string | null, hasMore: boolean, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'SavedItemCard_Bookmark_Fragment': SavedItemCard_Bookmark_Fragment } }
    )> } };

export type LibraryOwnerQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryOwnerQuery = { me: { id: number, planTier: PlanTier, plan: { upgrade: { priceDisplay: string } }, libraryUsage: { tabs: number, bookmarks: number } } };

export type StartProCheckoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StartProCheckoutMutation = { createCheckoutSession: { alreadyPro: boolean, url: string | null } };

export type SearchLibraryQueryVariables = Exact<{
  query: string;
  limit: number;
}>;


export type SearchLibraryQuery = { searchText: Array<{ ' $fragmentRefs'?: { 'SearchHitFragment': SearchHitFragment } }> };

export type SearchLibraryByMeaningQueryVariables = Exact<{
  query: string;
  limit: number;
}>;


export type SearchLibraryByMeaningQuery = { searchSemantic: Array<{ ' $fragmentRefs'?: { 'SearchHitFragment': SearchHitFragment } }> };

export type SearchHitFragment = { type: ItemType, url: string, title: string, summary: string | null, distance: number | null, itemId: number } & { ' $fragmentName'?: 'SearchHitFragment' };

export type PendingSuggestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingSuggestionsQuery = { suggestions: Array<{ id: number, type: SuggestionType, reason: string, confidence: number, status: SuggestionStatus, items: Array<{ id: number, type: ItemType }> }> };

export type SuggestedTabQueryVariables = Exact<{
  id: number;
}>;


export type SuggestedTabQuery = { tab: { id: number, title: string, url: string } };

export type SuggestedBookmarkQueryVariables = Exact<{
  id: number;
}>;


export type SuggestedBookmarkQuery = { bookmark: { id: number, title: string, url: string } };

export type GenerateSuggestionsMutationVariables = Exact<{ [key: string]: never; }>;


export type GenerateSuggestionsMutation = { generateSuggestions: { jobId: string } };

export type AcceptSuggestionMutationVariables = Exact<{
  id: number;
}>;


export type AcceptSuggestionMutation = { acceptSuggestion: { id: number, status: SuggestionStatus } };

export type DismissSuggestionMutationVariables = Exact<{
  id: number;
}>;


export type DismissSuggestionMutation = { rejectSuggestion: { id: number, status: SuggestionStatus } };

export type ResumeCredentialQueryVariables = Exact<{
  id: string | number;
}>;


export type ResumeCredentialQuery = { profileCredential: Record<string, unknown> };

export type ResumeCredentialCheckQueryVariables = Exact<{
  credential: Record<string, unknown>;
}>;


export type ResumeCredentialCheckQuery = { verifyCredential: { valid: boolean, issuer: string | null, trusted: boolean, trustedBy: string | null, reason: string | null } };

export type ExperienceListFragment = { id: string, experiences: Array<{ id: string, title: string, company: string | null, startDate: string | null, endDate: string | null, isCurrent: boolean, description: string | null, technologies: Array<string> }> } & { ' $fragmentName'?: 'ExperienceListFragment' };

export type AddExperienceMutationVariables = Exact<{
  profileId: string | number;
  input: ExperienceInput;
}>;


export type AddExperienceMutation = { addExperience: { id: string } };

export type DeleteExperienceMutationVariables = Exact<{
  profileId: string | number;
  id: string | number;
}>;


export type DeleteExperienceMutation = { deleteExperience: boolean };

export type ResumeJsonLdQueryVariables = Exact<{
  id: string | number;
}>;


export type ResumeJsonLdQuery = { profileJsonLd: Record<string, unknown> };

export type RenderResumePdfMutationVariables = Exact<{
  id: string | number;
  maskId?: string | number | null | undefined;
}>;


export type RenderResumePdfMutation = { exportProfilePdf: { profileId: string, fileName: string, pages: number } };

export type JobFoundSubscriptionVariables = Exact<{
  profileId: string | number;
}>;


export type JobFoundSubscription = { jobFound: { id: string, title: string, company: string | null, location: string | null, url: string } };

export type JobGapQueryVariables = Exact<{
  profileId: string | number;
  jobId: string | number;
}>;


export type JobGapQuery = { profile: { id: string, jobGap: { required: Array<string>, present: Array<string>, missing: Array<string>, importance: string, atsScore: number } } | null };

export type TailorToJobQueryVariables = Exact<{
  profileId: string | number;
  jobId: string | number;
}>;


export type TailorToJobQuery = { profile: { id: string, tailoring: { maskId: string, maskName: string, highlightedExperiences: Array<string>, tailoringSummary: string } } | null };

export type WriteCoverLetterQueryVariables = Exact<{
  profileId: string | number;
  jobId: string | number;
  tone?: string | null | undefined;
}>;


export type WriteCoverLetterQuery = { profile: { id: string, coverLetter: { text: string, wordCount: number, tone: CoverLetterTone } } | null };

export type FindJobsMutationVariables = Exact<{
  keywords: Array<string> | string;
  location?: string | null | undefined;
  profileId?: string | number | null | undefined;
  limit: number;
}>;


export type FindJobsMutation = { searchJobs: { jobs: Array<{ id: string, title: string, company: string | null, location: string | null, salaryRange: string | null, url: string, postedAt: string | null, skills: Array<string> }> } };

export type MaskChoicesFragment = { id: string, masks: Array<{ id: string, name: string, ontology: string, relevanceScore: number }> } & { ' $fragmentName'?: 'MaskChoicesFragment' };

export type NarrativeProgressFragment = { id: string, status: string, error: string | null, blocks: Array<{ blockId: string, text: string }> | null } & { ' $fragmentName'?: 'NarrativeProgressFragment' };

export type GenerateNarrativeMutationVariables = Exact<{
  profileId: string | number;
  input: NarrativeInput;
}>;


export type GenerateNarrativeMutation = { generateNarrative: (
    { id: string }
    & { ' $fragmentRefs'?: { 'NarrativeProgressFragment': NarrativeProgressFragment } }
  ) };

export type NarrativeTaskStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type NarrativeTaskStatusQuery = { narrativeTask: (
    { id: string }
    & { ' $fragmentRefs'?: { 'NarrativeProgressFragment': NarrativeProgressFragment } }
  ) };

export type ProfileFormFieldsFragment = { id: string, displayName: string, title: string | null, headline: string | null, locationText: string | null, summaryMarkdown: string | null } & { ' $fragmentName'?: 'ProfileFormFieldsFragment' };

export type UpdateResumeProfileMutationVariables = Exact<{
  id: string | number;
  input: ProfilePatchInput;
}>;


export type UpdateResumeProfileMutation = { updateResumeProfile: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileFormFieldsFragment': ProfileFormFieldsFragment } }
  ) };

export type ResumeProfilesQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type ResumeProfilesQuery = { profiles: { total: number, profiles: Array<{ id: string, slug: string, displayName: string, title: string | null }> } };

export type CreateResumeProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type CreateResumeProfileMutation = { createResumeProfile: { id: string } };

export type ResumeProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type ResumeProfileQuery = { profile: (
    { id: string, displayName: string }
    & { ' $fragmentRefs'?: { 'ProfileFormFieldsFragment': ProfileFormFieldsFragment;'ExperienceListFragment': ExperienceListFragment;'SkillListFragment': SkillListFragment;'ProjectListFragment': ProjectListFragment;'MaskChoicesFragment': MaskChoicesFragment } }
  ) | null };

export type ProjectListFragment = { id: string, projects: Array<{ id: string, name: string, description: string | null, url: string | null, technologies: Array<string> }> } & { ' $fragmentName'?: 'ProjectListFragment' };

export type AddProjectMutationVariables = Exact<{
  profileId: string | number;
  input: ProjectInput;
}>;


export type AddProjectMutation = { addProject: { id: string } };

export type DeleteProjectMutationVariables = Exact<{
  profileId: string | number;
  id: string | number;
}>;


export type DeleteProjectMutation = { deleteProject: boolean };

export type HunterQuotaQueryVariables = Exact<{ [key: string]: never; }>;


export type HunterQuotaQuery = { hunterAccount: { tier: HunterTier, grantedTier: HunterTier | null, quotas: Array<{ feature: string, limit: number | null, used: number, resetDate: string }> } };

export type SkillListFragment = { id: string, skills: Array<{ id: string, name: string, category: string | null, proficiencyLevel: string | null, yearsOfExperience: number | null }> } & { ' $fragmentName'?: 'SkillListFragment' };

export type AddSkillMutationVariables = Exact<{
  profileId: string | number;
  input: SkillInput;
}>;


export type AddSkillMutation = { addSkill: { id: string } };

export type DeleteSkillMutationVariables = Exact<{
  profileId: string | number;
  id: string | number;
}>;


export type DeleteSkillMutation = { deleteSkill: boolean };

export const AlertRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"armed"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lastTriggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCount"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}}]} as unknown as DocumentNode<AlertRowFragment, unknown>;
export const CardRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"setName"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]} as unknown as DocumentNode<CardRowFragment, unknown>;
export const HoldingRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}}]}}]} as unknown as DocumentNode<HoldingRowFragment, unknown>;
export const PriceChartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceChart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}}]}}]} as unknown as DocumentNode<PriceChartFragment, unknown>;
export const TradeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cashAdjustment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"settling"}},{"kind":"Field","name":{"kind":"Name","value":"offeredItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TradeRowFragment, unknown>;
export const CellOnMapFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CellOnMap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"h3Index"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"playerInfluence"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"crews"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controllingCrewId"}},{"kind":"Field","name":{"kind":"Name","value":"outpost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}}]}}]}}]} as unknown as DocumentNode<CellOnMapFragment, unknown>;
export const SavedItemCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItemCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}}]} as unknown as DocumentNode<SavedItemCardFragment, unknown>;
export const SearchHitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"itemId"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}}]} as unknown as DocumentNode<SearchHitFragment, unknown>;
export const ExperienceListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperienceList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}}]}}]} as unknown as DocumentNode<ExperienceListFragment, unknown>;
export const MaskChoicesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MaskChoices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"masks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ontology"}},{"kind":"Field","name":{"kind":"Name","value":"relevanceScore"}}]}}]}}]} as unknown as DocumentNode<MaskChoicesFragment, unknown>;
export const NarrativeProgressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NarrativeProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NarrativeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<NarrativeProgressFragment, unknown>;
export const ProfileFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"locationText"}},{"kind":"Field","name":{"kind":"Name","value":"summaryMarkdown"}}]}}]} as unknown as DocumentNode<ProfileFormFieldsFragment, unknown>;
export const ProjectListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}}]}}]} as unknown as DocumentNode<ProjectListFragment, unknown>;
export const SkillListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkillList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"proficiencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfExperience"}}]}}]}}]} as unknown as DocumentNode<SkillListFragment, unknown>;
export const AccountDetailsDocument = {"__meta__":{"hash":"sha256:83705d1ebbb3b79c64fd1fb2860d026e419db581e67d525e485dd6f83ed0f6ad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdateHandleDocument = {"__meta__":{"hash":"sha256:9334f7253a5be3f5219af1f70ca763ae9e6e656a46921d0de1770318b05585f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHandle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAccountProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccountProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<UpdateHandleMutation, UpdateHandleMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:f62b158402a7404ff753153e6be16997d463dbe659a3357104bed4b2a0d4f520"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:664a8ca990b3d7db9449d07748a426a92f84dfb8922d9a1ebd1fa905b85c37bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:0ccee34428609c50d75838228ec65de084f0ba4a282c3b71c8c28e7f88cd675b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RegisterAccountDocument = {"__meta__":{"hash":"sha256:468e2398364fff345cb691fd70f5de50b9652be7543567844f0e6d4c1e624554"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<RegisterAccountMutation, RegisterAccountMutationVariables>;
export const VerifyEmailDocument = {"__meta__":{"hash":"sha256:dad778fb18505ddcf31133e24712da3efc583743d30ff9b0df02cbf1a3253fe6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const CreatePriceAlertDocument = {"__meta__":{"hash":"sha256:67a50463e5f211428046d13485a5ebdaacc58226d5a2475354c03f37d2aa76b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePriceAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPriceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"armed"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lastTriggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCount"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}}]} as unknown as DocumentNode<CreatePriceAlertMutation, CreatePriceAlertMutationVariables>;
export const WatchCardDocument = {"__meta__":{"hash":"sha256:b7d493855dd36234975664951b7f41c9395f5bb498efc465963249847bb44310"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}}]}}]} as unknown as DocumentNode<WatchCardMutation, WatchCardMutationVariables>;
export const AlertLimitsDocument = {"__meta__":{"hash":"sha256:b87858aef0d3283fff44cee612f949fac94d1b9ec95ebd7f28ac11ff87623679"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsEntitlements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveTier"}},{"kind":"Field","name":{"kind":"Name","value":"alertLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"maxWatchedCards"}}]}}]}}]}}]} as unknown as DocumentNode<AlertLimitsQuery, AlertLimitsQueryVariables>;
export const DeletePriceAlertDocument = {"__meta__":{"hash":"sha256:42ef7558a95747de962184414fce42adf17be1bb455faa3e93efd15827c1f707"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePriceAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePriceAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePriceAlertMutation, DeletePriceAlertMutationVariables>;
export const PriceAlertsDocument = {"__meta__":{"hash":"sha256:c721e501999ceab254e0b7c5534245a6e276a3034c3a24e4dd946e0ead04b66b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"}},{"kind":"Field","name":{"kind":"Name","value":"armed"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lastTriggeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCount"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]}}]} as unknown as DocumentNode<PriceAlertsQuery, PriceAlertsQueryVariables>;
export const PriceAlertFiredDocument = {"__meta__":{"hash":"sha256:2b600a965d170a0b46a196fc6ab99b280963ffff2fef88c299fa43b59b8b77e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PriceAlertFired"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertId"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"changePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"triggeredAt"}}]}}]}}]} as unknown as DocumentNode<PriceAlertFiredSubscription, PriceAlertFiredSubscriptionVariables>;
export const PortfolioAnalyticsDocument = {"__meta__":{"hash":"sha256:df18941dace8a866d2b257ee7525503021a931ba7ea8084b2690daab8f5e318f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostBasis"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnlPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"concentrationScore"}},{"kind":"Field","name":{"kind":"Name","value":"concentrationRisk"}},{"kind":"Field","name":{"kind":"Name","value":"largestPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"weightPercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}},{"kind":"Field","name":{"kind":"Name","value":"costBasis"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"weightPercentage"}}]}}]}}]}}]} as unknown as DocumentNode<PortfolioAnalyticsQuery, PortfolioAnalyticsQueryVariables>;
export const CardsBillingDocument = {"__meta__":{"hash":"sha256:8a1e5c2f05d56334ca0e247bb232bef3cd82106aebbfd37d70bde0f3cf9f8fc7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardsBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsEntitlements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveTier"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<CardsBillingQuery, CardsBillingQueryVariables>;
export const CardPageDocument = {"__meta__":{"hash":"sha256:51d7c1e37509c216874cb6915e1630dfee3e29f6fc64ba41d5d426e4223d5e4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"setName"}},{"kind":"Field","name":{"kind":"Name","value":"setCode"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"collectorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"bestMarketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"finish"}},{"kind":"Field","name":{"kind":"Name","value":"marketPrice"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceChart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceChart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}}]}}]} as unknown as DocumentNode<CardPageQuery, CardPageQueryVariables>;
export const AddHoldingDocument = {"__meta__":{"hash":"sha256:ce237f2f0bcfb0dfd12c776b030d1b2cb9f5d08827a14c24d3219ddf955ee378"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddHolding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddHoldingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addHolding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<AddHoldingMutation, AddHoldingMutationVariables>;
export const SearchCardsDocument = {"__meta__":{"hash":"sha256:4fae5717a45b2c7d4b6ad8da0a716820c467eb9a713421ef8d4d9b84dcb1b6e9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"setName"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}}]}}]} as unknown as DocumentNode<SearchCardsQuery, SearchCardsQueryVariables>;
export const RemoveHoldingDocument = {"__meta__":{"hash":"sha256:f4a5526ab6dac7b6b9adc1307c0b6de8282420f91f715ce8106affb8f64d6b0c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveHolding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeHolding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RemoveHoldingMutation, RemoveHoldingMutationVariables>;
export const CardPriceUpdatesDocument = {"__meta__":{"hash":"sha256:c6ce21ced89c6f9ce670d218f79444945ae0578b8f98659d69dbb19846c750e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CardPriceUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"sourcesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"calculatedAt"}}]}}]}}]} as unknown as DocumentNode<CardPriceUpdatesSubscription, CardPriceUpdatesSubscriptionVariables>;
export const PortfolioStatsDocument = {"__meta__":{"hash":"sha256:846e1f9b6119f518ae6184ef9fe1396b01b2aa8a90694f4ec77ecd73437e9650"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"unpricedCards"}},{"kind":"Field","name":{"kind":"Name","value":"allocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}}]}}]}}]}}]} as unknown as DocumentNode<PortfolioStatsQuery, PortfolioStatsQueryVariables>;
export const PortfolioHoldingsDocument = {"__meta__":{"hash":"sha256:180dfe026687f5d164cd11b070a17df4fa482296dab9ead8b355f6ead99f7392"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioHoldings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioHoldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldingRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketValue"}}]}}]} as unknown as DocumentNode<PortfolioHoldingsQuery, PortfolioHoldingsQueryVariables>;
export const TradeNetValueDocument = {"__meta__":{"hash":"sha256:da003b3af1b46339fb0a7b82c8312f68990e99fb4dea0a0ec57307b283e590c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradeNetValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"netValue"}},{"kind":"Field","name":{"kind":"Name","value":"meaning"}}]}}]}}]} as unknown as DocumentNode<TradeNetValueQuery, TradeNetValueQueryVariables>;
export const AnswerTradeDocument = {"__meta__":{"hash":"sha256:ee9c02736df21f6aa306741046bf8d6a69d5d710aeb40241a671cab7c50a97f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cancel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reject"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cancel"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AnswerTradeMutation, AnswerTradeMutationVariables>;
export const CounterTradeDocument = {"__meta__":{"hash":"sha256:0866baf1ce5f4182e8f445fd8cd46bb3122be74675de9e2ff759f12b98806078"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CounterTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CounterTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counterTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CounterTradeMutation, CounterTradeMutationVariables>;
export const TradesDocument = {"__meta__":{"hash":"sha256:680e33ec6ba81f46ccf814f69fbe0b68575a24b6d44e8bf5a1a2578030ee2c80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TradeRole"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cashAdjustment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"settling"}},{"kind":"Field","name":{"kind":"Name","value":"offeredItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TradesQuery, TradesQueryVariables>;
export const ProposeTradeDocument = {"__meta__":{"hash":"sha256:db0998387e2eb200b5f8098ab54deb9f3961deb9e91e69f3d563e6ab92e66a90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProposeTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposeTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposeTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProposeTradeMutation, ProposeTradeMutationVariables>;
export const WatchlistDocument = {"__meta__":{"hash":"sha256:bf9a6f12658a0f5d3135c2f541c263a1e2316c4e3123a2a80a5d21b5ce0c8376"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Watchlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticker"}},{"kind":"Field","name":{"kind":"Name","value":"bestMarketPrice"}}]}}]}}]}}]} as unknown as DocumentNode<WatchlistQuery, WatchlistQueryVariables>;
export const UnwatchCardDocument = {"__meta__":{"hash":"sha256:6b59103798fbe9de40480738ae111d716e841825e6bf2963aeb81af09e558ba5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnwatchCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unwatchCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}}]}}]}}]} as unknown as DocumentNode<UnwatchCardMutation, UnwatchCardMutationVariables>;
export const TurfCellDocument = {"__meta__":{"hash":"sha256:b1b1fe11368ab78d4b1a433a4a09d48ba155aa9f90e29607ba5afad24f7808b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TurfCell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"h3Index"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"turfCell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"h3Index"},"value":{"kind":"Variable","name":{"kind":"Name","value":"h3Index"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"h3Index"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CellOnMap"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CellOnMap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"h3Index"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"playerInfluence"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"crews"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controllingCrewId"}},{"kind":"Field","name":{"kind":"Name","value":"outpost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}}]}}]}}]} as unknown as DocumentNode<TurfCellQuery, TurfCellQueryVariables>;
export const CellChangedDocument = {"__meta__":{"hash":"sha256:9b956fe77caa08e7c136c95fd9bad06850aae3564260a614b1cd21da26a5b789"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CellChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"h3Index"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"h3Index"},"value":{"kind":"Variable","name":{"kind":"Name","value":"h3Index"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"h3Index"}},{"kind":"Field","name":{"kind":"Name","value":"cause"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<CellChangedSubscription, CellChangedSubscriptionVariables>;
export const DistrictContractsDocument = {"__meta__":{"hash":"sha256:7ca5ccd248891b830c299a0031f056fadb52d36f7f19e76c4af87bed7efa67f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictContracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"districtId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtContracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"districtId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"districtId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]} as unknown as DocumentNode<DistrictContractsQuery, DistrictContractsQueryVariables>;
export const ContractCompletedDocument = {"__meta__":{"hash":"sha256:073cdbe32cbb876185600af7a0d534ab14e8a12a09e6d13e314600e3a275c3a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ContractCompleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractCompleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ContractCompletedSubscription, ContractCompletedSubscriptionVariables>;
export const MyCreaturesDocument = {"__meta__":{"hash":"sha256:52611d98b466f6b9e7597227681694f815d779e8a8776a98fb3706686c887dda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCreatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCreatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"geometry"}},{"kind":"Field","name":{"kind":"Name","value":"motion"}},{"kind":"Field","name":{"kind":"Name","value":"sound"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"palette"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"spawnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"h3Index"}}]}}]}}]}}]} as unknown as DocumentNode<MyCreaturesQuery, MyCreaturesQueryVariables>;
export const MyCrewDocument = {"__meta__":{"hash":"sha256:68ef3f9cf81fa366a9dd7096029f2bd2c39eb676337e0ce73fedbbfb1dc11d1b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCrew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCrew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyCrewQuery, MyCrewQueryVariables>;
export const RecruitingCrewsDocument = {"__meta__":{"hash":"sha256:897b789763bd2ed98aff67af3b5939d86635039bc37bdb0c2675facdd76905f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitingCrews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cell"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recruitingCrews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cell"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cell"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceCells"}},{"kind":"Field","name":{"kind":"Name","value":"openSlots"}},{"kind":"Field","name":{"kind":"Name","value":"crew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitingCrewsQuery, RecruitingCrewsQueryVariables>;
export const CreateCrewDocument = {"__meta__":{"hash":"sha256:83c2a07e34a5a5cc790a8153b7a51569f5182580ac0632e54a645aa22efdaaa2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCrew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCrew"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCrewMutation, CreateCrewMutationVariables>;
export const JoinCrewDocument = {"__meta__":{"hash":"sha256:79f181cbd02eeeb4a7664e54bb327876321853239ca82d30d1971a7f8c78944d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCrew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"crewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCrew"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"crewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"crewId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JoinCrewMutation, JoinCrewMutationVariables>;
export const LeaveCrewDocument = {"__meta__":{"hash":"sha256:80ce24be6e6b34c1b0337a0e623b6bb79628ff0934eee39ae3f4f6e3c255f27a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveCrew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveCrew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LeaveCrewMutation, LeaveCrewMutationVariables>;
export const DistrictLeaderboardDocument = {"__meta__":{"hash":"sha256:af21c77b7bc8f0507ad6c36a6fad4e1ab5b21c8a25351d53eb2a3bc46dbf7df2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistrictLeaderboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"districtId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtLeaderboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"districtId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"districtId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"players"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"playerId"}},{"kind":"Field","name":{"kind":"Name","value":"influence"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"crews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"crewId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"influence"}}]}}]}}]}}]} as unknown as DocumentNode<DistrictLeaderboardQuery, DistrictLeaderboardQueryVariables>;
export const ReportLocationDocument = {"__meta__":{"hash":"sha256:dbeee531d80683c40320959419e9035054f5b245aef091b6a784808e3ba34478"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultCode"}},{"kind":"Field","name":{"kind":"Name","value":"gameplayCell"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}}]}}]} as unknown as DocumentNode<ReportLocationMutation, ReportLocationMutationVariables>;
export const LastPositionDocument = {"__meta__":{"hash":"sha256:72532e7ecfd51a9485f00e303506da8bde390d4d8dad0c84b63c4b77c1a565ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LastPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLastValidatedPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"gameplayCell"}},{"kind":"Field","name":{"kind":"Name","value":"districtId"}}]}}]}}]} as unknown as DocumentNode<LastPositionQuery, LastPositionQueryVariables>;
export const PageArchivesDocument = {"__meta__":{"hash":"sha256:7a813f3078f5a5f413dfbcecc125f85e8b5f6f8ae6b3f4f5a8ccc6b9e7df1c6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageArchives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PageArchivesQuery, PageArchivesQueryVariables>;
export const ArchivedPageDocument = {"__meta__":{"hash":"sha256:a3a6cd2a9615d5baf8b7fcb0705848127e47fe52be0f9696d17cf1dcbf80aab4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchivedPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"htmlContent"}}]}}]}}]} as unknown as DocumentNode<ArchivedPageQuery, ArchivedPageQueryVariables>;
export const CreateTabDocument = {"__meta__":{"hash":"sha256:3b293d3fd80b0b9dc56017691caccd0aa5972ca59e0e619154343c5337a22686"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTabInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItemCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItemCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}}]} as unknown as DocumentNode<CreateTabMutation, CreateTabMutationVariables>;
export const CreateBookmarkDocument = {"__meta__":{"hash":"sha256:51ecd4968451d7f8f09de7f1cba1a782581494fcd7b465b3c0d550566bb4776b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookmarkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItemCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItemCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}}]} as unknown as DocumentNode<CreateBookmarkMutation, CreateBookmarkMutationVariables>;
export const UpdateTabDocument = {"__meta__":{"hash":"sha256:19d71bfa9b99ecb9b89cf4a1e537709a032f9a19c32781137353f396f75b87fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTabInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItemCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItemCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}}]} as unknown as DocumentNode<UpdateTabMutation, UpdateTabMutationVariables>;
export const UpdateBookmarkDocument = {"__meta__":{"hash":"sha256:de89af612044de8e0a9d2da37910853ba30a7f82295431def1afec1dcfab2e3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookmarkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItemCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItemCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}}]} as unknown as DocumentNode<UpdateBookmarkMutation, UpdateBookmarkMutationVariables>;
export const LibraryItemEnrichedDocument = {"__meta__":{"hash":"sha256:e19b434202050489ed49b474ecf759465f7d7257325a1c2041e3152ab2a0820e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LibraryItemEnriched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemEnriched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"entities"}}]}}]}}]} as unknown as DocumentNode<LibraryItemEnrichedSubscription, LibraryItemEnrichedSubscriptionVariables>;
export const ArchiveTabDocument = {"__meta__":{"hash":"sha256:5b952151d1de5c10a6ba8fa92876031f308e960e197ead2b6f7df5ba1f99f434"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}}]}}]}}]} as unknown as DocumentNode<ArchiveTabMutation, ArchiveTabMutationVariables>;
export const ArchiveBookmarkDocument = {"__meta__":{"hash":"sha256:b322eed801bb99220355a2878de41e30c18474af4374cee295e270fc7ac1bc83"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}}]}}]}}]} as unknown as DocumentNode<ArchiveBookmarkMutation, ArchiveBookmarkMutationVariables>;
export const DeleteTabDocument = {"__meta__":{"hash":"sha256:1cc89e3093f5cc5b55660b1724d941ee311f419de3a5762e0d1ddd765617f267"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTabMutation, DeleteTabMutationVariables>;
export const DeleteBookmarkDocument = {"__meta__":{"hash":"sha256:b2691f6d2a31bd10f24585914c201c824a5fa4e7281304172f2b98237960e932"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteBookmarkMutation, DeleteBookmarkMutationVariables>;
export const LibraryTabsDocument = {"__meta__":{"hash":"sha256:a4f0f5487c8a30f80444cc24011cd37ed06cd3aba9809f2332542c96ce5aa539"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibraryTabs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItemCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItemCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}}]} as unknown as DocumentNode<LibraryTabsQuery, LibraryTabsQueryVariables>;
export const LibraryBookmarksDocument = {"__meta__":{"hash":"sha256:ee94c721093697ad490d8089cd248467d7ab15f73d39a578216f1cd9b3808483"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibraryBookmarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItemCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItemCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bookmark"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"}}]}}]}}]} as unknown as DocumentNode<LibraryBookmarksQuery, LibraryBookmarksQueryVariables>;
export const LibraryOwnerDocument = {"__meta__":{"hash":"sha256:4ffcd6a022c0f85d7bc549227d38c367b405dd1507a55bf71b1cd43771042945"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LibraryOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planTier"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upgrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"libraryUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabs"}},{"kind":"Field","name":{"kind":"Name","value":"bookmarks"}}]}}]}}]}}]} as unknown as DocumentNode<LibraryOwnerQuery, LibraryOwnerQueryVariables>;
export const StartProCheckoutDocument = {"__meta__":{"hash":"sha256:a509977a959f6a37e9268785ec3bbbb945c69c7dcb401a723a0c859f7732e79e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartProCheckout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadyPro"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartProCheckoutMutation, StartProCheckoutMutationVariables>;
export const SearchLibraryDocument = {"__meta__":{"hash":"sha256:d0eb3fedd42715f1cde0aa8515abe32d1beb79d1d29c3982645a6b9303ae36bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"BOTH"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchHit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"itemId"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}}]} as unknown as DocumentNode<SearchLibraryQuery, SearchLibraryQueryVariables>;
export const SearchLibraryByMeaningDocument = {"__meta__":{"hash":"sha256:dcf1f1607741ba95181540a58fd4b9f358011d5dd70c62da3ad97456e9c49c2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchLibraryByMeaning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSemantic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"BOTH"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchHit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"itemId"},"name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}}]} as unknown as DocumentNode<SearchLibraryByMeaningQuery, SearchLibraryByMeaningQueryVariables>;
export const PendingSuggestionsDocument = {"__meta__":{"hash":"sha256:d294d3e31ac58882bd998bcfd8dcb9cd0f356fceb7234b61abbdcd8da4aeedda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<PendingSuggestionsQuery, PendingSuggestionsQueryVariables>;
export const SuggestedTabDocument = {"__meta__":{"hash":"sha256:0ec27ab8f2fae8849201ab0fc306965e9662d0e7a67ad17253ba1de2a90b0f6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SuggestedTabQuery, SuggestedTabQueryVariables>;
export const SuggestedBookmarkDocument = {"__meta__":{"hash":"sha256:5b210b0e6e02274d3fbfd8e25b2ae74191ed1b1747ab7b4473e651eee14868c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedBookmark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SuggestedBookmarkQuery, SuggestedBookmarkQueryVariables>;
export const GenerateSuggestionsDocument = {"__meta__":{"hash":"sha256:4c7e003c3a29cfd1bc1fac6a4ab1e9479af9bc77044e56b65512284d398a3cee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}}]}}]}}]} as unknown as DocumentNode<GenerateSuggestionsMutation, GenerateSuggestionsMutationVariables>;
export const AcceptSuggestionDocument = {"__meta__":{"hash":"sha256:3df43b6fc383fbde46eafba94f0a0b15d0eb574d404463fcf3acd4ee7a90ff10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptSuggestionMutation, AcceptSuggestionMutationVariables>;
export const DismissSuggestionDocument = {"__meta__":{"hash":"sha256:89658b40de3e786183e3d29c6513da3e483fe99510ac75ed438bb9533d1c815f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DismissSuggestionMutation, DismissSuggestionMutationVariables>;
export const ResumeCredentialDocument = {"__meta__":{"hash":"sha256:c96de9b0468cbee97a66426073868b90bcd7b5c5a8629a17f6c6c240ae8a2e47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ResumeCredentialQuery, ResumeCredentialQueryVariables>;
export const ResumeCredentialCheckDocument = {"__meta__":{"hash":"sha256:5fcd0cc1795e5b1dd9b364b8ceb9128a5f9b70834f0001254d87f28c3da41295"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeCredentialCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"credential"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"credential"},"value":{"kind":"Variable","name":{"kind":"Name","value":"credential"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"trusted"}},{"kind":"Field","name":{"kind":"Name","value":"trustedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ResumeCredentialCheckQuery, ResumeCredentialCheckQueryVariables>;
export const AddExperienceDocument = {"__meta__":{"hash":"sha256:60e2784ec05af8206ba5b1646ad418b10cb95f9280acc3519346940c37a12084"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddExperienceMutation, AddExperienceMutationVariables>;
export const DeleteExperienceDocument = {"__meta__":{"hash":"sha256:79be918bfea5749e23b578de5849f11b33f5758a2ff3e2e6fa9891994aa2abf1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExperience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExperience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteExperienceMutation, DeleteExperienceMutationVariables>;
export const ResumeJsonLdDocument = {"__meta__":{"hash":"sha256:317e7f65909bad47ff51e80f374240ba846d9507d7865b54a61ca9ab78b90e89"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeJsonLd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileJsonLd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ResumeJsonLdQuery, ResumeJsonLdQueryVariables>;
export const RenderResumePdfDocument = {"__meta__":{"hash":"sha256:6e1782068257476dd6b84ac332db6cc8a9cf4d11db4c7f24ad2c35d68a35207f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenderResumePdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maskId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportProfilePdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"maskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<RenderResumePdfMutation, RenderResumePdfMutationVariables>;
export const JobFoundDocument = {"__meta__":{"hash":"sha256:be148813b1aa8414b0c3abe73dbab97dd93fa1f1dc523b20fe789ac08f88eeb2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"JobFound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobFound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<JobFoundSubscription, JobFoundSubscriptionVariables>;
export const JobGapDocument = {"__meta__":{"hash":"sha256:75696879caf65b7be86674205b131488d834308272b28ce5051db572fbf8c67b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobGap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobGap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"importance"}},{"kind":"Field","name":{"kind":"Name","value":"atsScore"}}]}}]}}]}}]} as unknown as DocumentNode<JobGapQuery, JobGapQueryVariables>;
export const TailorToJobDocument = {"__meta__":{"hash":"sha256:05ac0b12aafab6d8f5cf2be68df58b931843b1fed354d2a24c84fb914ebc0e96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TailorToJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tailoring"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maskId"}},{"kind":"Field","name":{"kind":"Name","value":"maskName"}},{"kind":"Field","name":{"kind":"Name","value":"highlightedExperiences"}},{"kind":"Field","name":{"kind":"Name","value":"tailoringSummary"}}]}}]}}]}}]} as unknown as DocumentNode<TailorToJobQuery, TailorToJobQueryVariables>;
export const WriteCoverLetterDocument = {"__meta__":{"hash":"sha256:f5bbb7b8089ada665eea2453adbdae22b852ac762b3aab8c0c1c2bc2b6144ad7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WriteCoverLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"tone"}}]}}]}}]}}]} as unknown as DocumentNode<WriteCoverLetterQuery, WriteCoverLetterQueryVariables>;
export const FindJobsDocument = {"__meta__":{"hash":"sha256:8d0b623696213862d206a4a1e7ad54b7d724d2c4654f044a87c8cfaff40fc4c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FindJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}},{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"salaryRange"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}}]}}]}}]}}]} as unknown as DocumentNode<FindJobsMutation, FindJobsMutationVariables>;
export const GenerateNarrativeDocument = {"__meta__":{"hash":"sha256:c56027f80b632f02eeed2ca901fafc561a5f9c0ef106c8bd9c0ec0571e01ae76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateNarrative"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NarrativeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateNarrative"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NarrativeProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NarrativeProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NarrativeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<GenerateNarrativeMutation, GenerateNarrativeMutationVariables>;
export const NarrativeTaskStatusDocument = {"__meta__":{"hash":"sha256:e5d2daa2719528bc1d0d8dcf59bd342819864114af2fee76d8fb4d3c9c3b8789"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NarrativeTaskStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrativeTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NarrativeProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NarrativeProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NarrativeTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<NarrativeTaskStatusQuery, NarrativeTaskStatusQueryVariables>;
export const UpdateResumeProfileDocument = {"__meta__":{"hash":"sha256:8c13576d4b601d5b5ed70701f54f48d4699217591686c8d36b5b1620c5ef6b74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateResumeProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateResumeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"locationText"}},{"kind":"Field","name":{"kind":"Name","value":"summaryMarkdown"}}]}}]} as unknown as DocumentNode<UpdateResumeProfileMutation, UpdateResumeProfileMutationVariables>;
export const ResumeProfilesDocument = {"__meta__":{"hash":"sha256:78cab9747310d8da5ce52694162cb6b101b7ce60e52160cf1b75cdb92e0834e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeProfilesQuery, ResumeProfilesQueryVariables>;
export const CreateResumeProfileDocument = {"__meta__":{"hash":"sha256:ffa2a4c2b26e0e6b345f297475a9f79853b36f5abafdac060d39a50bbd1d8722"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateResumeProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createResumeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateResumeProfileMutation, CreateResumeProfileMutationVariables>;
export const ResumeProfileDocument = {"__meta__":{"hash":"sha256:afea662e7456e413428c5f07a33d755eeaae4e22ce60ab32f30d1132f509cfb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFormFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperienceList"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SkillList"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectList"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MaskChoices"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"locationText"}},{"kind":"Field","name":{"kind":"Name","value":"summaryMarkdown"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperienceList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"experiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkillList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"proficiencyLevel"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfExperience"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MaskChoices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"masks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ontology"}},{"kind":"Field","name":{"kind":"Name","value":"relevanceScore"}}]}}]}}]} as unknown as DocumentNode<ResumeProfileQuery, ResumeProfileQueryVariables>;
export const AddProjectDocument = {"__meta__":{"hash":"sha256:02725714d403d4e38738b4e912f9ad6c030c8ede42c08bfcefa795781987bbeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddProjectMutation, AddProjectMutationVariables>;
export const DeleteProjectDocument = {"__meta__":{"hash":"sha256:4a0ad9a2dfdf64b432ab377f7739e0789603bee133dd9933b1eca04cdc7a3c7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProjectMutation, DeleteProjectMutationVariables>;
export const HunterQuotaDocument = {"__meta__":{"hash":"sha256:96d5778f2c3ba8f81d1a8510f922cca8be2b7c924c61ed5cabc1cf92b27f5418"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HunterQuota"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hunterAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"grantedTier"}},{"kind":"Field","name":{"kind":"Name","value":"quotas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feature"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"resetDate"}}]}}]}}]}}]} as unknown as DocumentNode<HunterQuotaQuery, HunterQuotaQueryVariables>;
export const AddSkillDocument = {"__meta__":{"hash":"sha256:90ffef536ad72946c4d49a66ae653e9fd8aa1518da6588fad35a45403766ba8b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSkill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSkill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddSkillMutation, AddSkillMutationVariables>;
export const DeleteSkillDocument = {"__meta__":{"hash":"sha256:c939b80f1acc497cfd65c4570a269888f459689ab5ea98d5e73b5e980c45ec19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSkill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSkill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSkillMutation, DeleteSkillMutationVariables>;