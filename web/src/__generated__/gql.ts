/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n": typeof types.AccountDetailsDocument,
    "\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n": typeof types.UpdateHandleDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n": typeof types.RegisterAccountDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation CreatePriceAlert($input: CreatePriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      alert {\n        id\n        ...AlertRow\n      }\n    }\n  }\n": typeof types.CreatePriceAlertDocument,
    "\n  mutation WatchCard($cardId: ID!) {\n    watchCard(cardId: $cardId) {\n      cardId\n      addedAt\n    }\n  }\n": typeof types.WatchCardDocument,
    "\n  query AlertLimits {\n    cardsEntitlements {\n      userId\n      effectiveTier\n      alertLimits {\n        maxAlerts\n        maxWatchedCards\n      }\n    }\n  }\n": typeof types.AlertLimitsDocument,
    "\n  fragment AlertRow on PriceAlert {\n    id\n    cardId\n    kind\n    price\n    percent\n    referencePrice\n    armed\n    lastPrice\n    lastTriggeredAt\n    triggerCount\n    card {\n      id\n      name\n      ticker\n    }\n  }\n": typeof types.AlertRowFragmentDoc,
    "\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePriceAlertDocument,
    "\n  query PriceAlerts($cursor: String, $limit: Int) {\n    priceAlerts(cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...AlertRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": typeof types.PriceAlertsDocument,
    "\n  subscription PriceAlertFired {\n    priceAlerts {\n      alertId\n      cardId\n      ticker\n      kind\n      threshold\n      percent\n      price\n      changePercentage\n      triggeredAt\n    }\n  }\n": typeof types.PriceAlertFiredDocument,
    "\n  query PortfolioAnalytics {\n    portfolioAnalytics {\n      totalCards\n      totalValue\n      totalCostBasis\n      unrealizedPnl\n      unrealizedPnlPercentage\n      concentrationScore\n      concentrationRisk\n      largestPosition {\n        cardId\n        cardName\n        weightPercentage\n      }\n      positions {\n        cardId\n        cardName\n        quantity\n        marketValue\n        costBasis\n        unrealizedPnl\n        weightPercentage\n      }\n    }\n  }\n": typeof types.PortfolioAnalyticsDocument,
    "\n  query CardsBilling {\n    cardsEntitlements {\n      userId\n      tier\n      effectiveTier\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n": typeof types.CardsBillingDocument,
    "\n  query CardPage($id: ID!) {\n    card(id: $id) {\n      id\n      name\n      game\n      setName\n      setCode\n      rarity\n      condition\n      collectorNumber\n      ticker\n      bestMarketPrice\n      variants {\n        id\n        label\n        finish\n        marketPrice\n      }\n    }\n    priceHistory(cardId: $id, days: 30) {\n      cardId\n      ...PriceChart\n    }\n  }\n": typeof types.CardPageDocument,
    "\n  mutation AddHolding($input: AddHoldingInput!) {\n    addHolding(input: $input) {\n      entry {\n        cardId\n        quantity\n      }\n    }\n  }\n": typeof types.AddHoldingDocument,
    "\n  fragment CardRow on CardSummary {\n    id\n    name\n    game\n    setName\n    rarity\n    condition\n    ticker\n  }\n": typeof types.CardRowFragmentDoc,
    "\n  query SearchCards($q: String, $cursor: String, $limit: Int!) {\n    searchCards(q: $q, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...CardRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": typeof types.SearchCardsDocument,
    "\n  fragment HoldingRow on Holding {\n    cardId\n    cardName\n    game\n    condition\n    quantity\n    purchasePrice\n    unitValue\n    marketValue\n  }\n": typeof types.HoldingRowFragmentDoc,
    "\n  mutation RemoveHolding($cardId: ID!) {\n    removeHolding(cardId: $cardId) {\n      __typename\n    }\n  }\n": typeof types.RemoveHoldingDocument,
    "\n  subscription CardPriceUpdates($symbols: [String!]!) {\n    priceUpdates(symbols: $symbols) {\n      cardId\n      ticker\n      price\n      confidence\n      sourcesUsed\n      calculatedAt\n    }\n  }\n": typeof types.CardPriceUpdatesDocument,
    "\n  query PortfolioStats {\n    portfolioStats {\n      totalCards\n      totalValue\n      unpricedCards\n      allocations {\n        game\n        value\n        percentage\n        cards\n      }\n    }\n  }\n": typeof types.PortfolioStatsDocument,
    "\n  query PortfolioHoldings($cursor: String, $limit: Int) {\n    portfolioHoldings(cursor: $cursor, limit: $limit) {\n      items {\n        cardId\n        ...HoldingRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": typeof types.PortfolioHoldingsDocument,
    "\n  fragment PriceChart on PriceHistory {\n    from\n    to\n    days {\n      day\n      price\n      low\n      high\n    }\n  }\n": typeof types.PriceChartFragmentDoc,
    "\n  fragment TradeRow on Trade {\n    id\n    status\n    message\n    cashAdjustment\n    createdAt\n    expiresAt\n    settling\n    offeredItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n    requestedItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TradeRowFragmentDoc,
    "\n  query TradeNetValue($id: ID!) {\n    tradeValue(id: $id) {\n      tradeId\n      netValue\n      meaning\n    }\n  }\n": typeof types.TradeNetValueDocument,
    "\n  mutation AnswerTrade($id: ID!, $accept: Boolean!, $reject: Boolean!, $cancel: Boolean!) {\n    acceptTrade(id: $id) @include(if: $accept) {\n      id\n      status\n    }\n    rejectTrade(id: $id) @include(if: $reject) {\n      id\n      status\n    }\n    cancelTrade(id: $id) @include(if: $cancel) {\n      id\n      status\n    }\n  }\n": typeof types.AnswerTradeDocument,
    "\n  mutation CounterTrade($id: ID!, $input: CounterTradeInput!) {\n    counterTrade(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CounterTradeDocument,
    "\n  query Trades($role: TradeRole, $cursor: String, $limit: Int) {\n    trades(role: $role, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...TradeRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": typeof types.TradesDocument,
    "\n  mutation ProposeTrade($input: ProposeTradeInput!) {\n    proposeTrade(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ProposeTradeDocument,
    "\n  query Watchlist {\n    watchlist {\n      cardId\n      addedAt\n      card {\n        id\n        name\n        ticker\n        bestMarketPrice\n      }\n    }\n  }\n": typeof types.WatchlistDocument,
    "\n  mutation UnwatchCard($cardId: ID!) {\n    unwatchCard(cardId: $cardId) {\n      cardId\n    }\n  }\n": typeof types.UnwatchCardDocument,
    "\n  fragment CellOnMap on Cell {\n    h3Index\n    districtId\n    playerInfluence\n    totals {\n      players\n      crews\n    }\n    controllingCrewId\n    outpost {\n      id\n      level\n      health\n      owner {\n        id\n        handle\n      }\n    }\n  }\n": typeof types.CellOnMapFragmentDoc,
    "\n  query TurfCell($h3Index: String!) {\n    turfCell(h3Index: $h3Index) {\n      h3Index\n      ...CellOnMap\n    }\n  }\n": typeof types.TurfCellDocument,
    "\n  subscription CellChanged($h3Index: String!) {\n    cellChanged(h3Index: $h3Index) {\n      h3Index\n      cause\n      at\n    }\n  }\n": typeof types.CellChangedDocument,
    "\n  query DistrictContracts($districtId: String!) {\n    districtContracts(districtId: $districtId) {\n      id\n      type\n      target\n      reward\n      expiresAt\n      progress\n      completedAt\n    }\n  }\n": typeof types.DistrictContractsDocument,
    "\n  subscription ContractCompleted {\n    contractCompleted {\n      contractId\n      type\n      reward\n      at\n    }\n  }\n": typeof types.ContractCompletedDocument,
    "\n  query MyCreatures($limit: Int!, $offset: Int!) {\n    myCreatures(limit: $limit, offset: $offset) {\n      id\n      species\n      geometry\n      motion\n      sound\n      rarity\n      palette\n      capturedAt\n      spawnedAt\n      cell {\n        h3Index\n      }\n    }\n  }\n": typeof types.MyCreaturesDocument,
    "\n  query MyCrew {\n    myCrew {\n      id\n      name\n      tag\n      color\n      active\n      members {\n        playerId\n        role\n        account {\n          id\n          handle\n        }\n      }\n    }\n  }\n": typeof types.MyCrewDocument,
    "\n  query RecruitingCrews($cell: String!) {\n    recruitingCrews(cell: $cell) {\n      distanceCells\n      openSlots\n      crew {\n        id\n        name\n        tag\n      }\n    }\n  }\n": typeof types.RecruitingCrewsDocument,
    "\n  mutation CreateCrew($input: CrewInput!) {\n    createCrew(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCrewDocument,
    "\n  mutation JoinCrew($crewId: ID!) {\n    joinCrew(crewId: $crewId) {\n      id\n    }\n  }\n": typeof types.JoinCrewDocument,
    "\n  mutation LeaveCrew {\n    leaveCrew {\n      __typename\n    }\n  }\n": typeof types.LeaveCrewDocument,
    "\n  query DistrictLeaderboard($districtId: String!, $limit: Int!) {\n    districtLeaderboard(districtId: $districtId, limit: $limit) {\n      districtId\n      players {\n        rank\n        playerId\n        influence\n        account {\n          id\n          handle\n          displayName\n        }\n      }\n      crews {\n        rank\n        crewId\n        name\n        tag\n        influence\n      }\n    }\n  }\n": typeof types.DistrictLeaderboardDocument,
    "\n  mutation ReportLocation($input: LocationReportInput!) {\n    validateLocation(input: $input) {\n      resultCode\n      gameplayCell\n      districtId\n      lockedUntil\n    }\n  }\n": typeof types.ReportLocationDocument,
    "\n  query LastPosition {\n    myLastValidatedPosition {\n      latitude\n      longitude\n      at\n      gameplayCell\n      districtId\n    }\n  }\n": typeof types.LastPositionDocument,
    "\n  query PageArchives {\n    archives(limit: 20) {\n      id\n      url\n      createdAt\n    }\n  }\n": typeof types.PageArchivesDocument,
    "\n  query ArchivedPage($id: Int!) {\n    archive(id: $id) {\n      id\n      url\n      htmlContent\n    }\n  }\n": typeof types.ArchivedPageDocument,
    "\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.CreateTabDocument,
    "\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.CreateBookmarkDocument,
    "\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.UpdateTabDocument,
    "\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.UpdateBookmarkDocument,
    "\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n": typeof types.LibraryItemEnrichedDocument,
    "\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n": typeof types.ArchiveTabDocument,
    "\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n": typeof types.ArchiveBookmarkDocument,
    "\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteTabDocument,
    "\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteBookmarkDocument,
    "\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n": typeof types.SavedItemCardFragmentDoc,
    "\n  query LibraryTabs($limit: Int!, $cursor: String, $archived: Boolean!) {\n    tabPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": typeof types.LibraryTabsDocument,
    "\n  query LibraryBookmarks($limit: Int!, $cursor: String, $archived: Boolean!) {\n    bookmarkPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": typeof types.LibraryBookmarksDocument,
    "\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      plan {\n        upgrade {\n          priceDisplay\n        }\n      }\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n": typeof types.LibraryOwnerDocument,
    "\n  mutation StartProCheckout {\n    createCheckoutSession {\n      alreadyPro\n      url\n    }\n  }\n": typeof types.StartProCheckoutDocument,
    "\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n": typeof types.SearchLibraryDocument,
    "\n  query SearchLibraryByMeaning($query: String!, $limit: Int!) {\n    searchSemantic(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n": typeof types.SearchLibraryByMeaningDocument,
    "\n  fragment SearchHit on SearchResult {\n    # Aliased: tab and bookmark ids overlap, so results must not be normalized by id.\n    itemId: id\n    type\n    url\n    title\n    summary\n    distance\n  }\n": typeof types.SearchHitFragmentDoc,
    "\n  query PendingSuggestions {\n    suggestions(status: PENDING, limit: 20) {\n      id\n      type\n      reason\n      confidence\n      status\n      items {\n        id\n        type\n      }\n    }\n  }\n": typeof types.PendingSuggestionsDocument,
    "\n  query SuggestedTab($id: Int!) {\n    tab(id: $id) {\n      id\n      title\n      url\n    }\n  }\n": typeof types.SuggestedTabDocument,
    "\n  query SuggestedBookmark($id: Int!) {\n    bookmark(id: $id) {\n      id\n      title\n      url\n    }\n  }\n": typeof types.SuggestedBookmarkDocument,
    "\n  mutation GenerateSuggestions {\n    generateSuggestions {\n      jobId\n    }\n  }\n": typeof types.GenerateSuggestionsDocument,
    "\n  mutation AcceptSuggestion($id: Int!) {\n    acceptSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AcceptSuggestionDocument,
    "\n  mutation DismissSuggestion($id: Int!) {\n    rejectSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DismissSuggestionDocument,
    "\n  query ResumeCredential($id: ID!) {\n    profileCredential(id: $id)\n  }\n": typeof types.ResumeCredentialDocument,
    "\n  query ResumeCredentialCheck($credential: JSONObject!) {\n    verifyCredential(credential: $credential) {\n      valid\n      issuer\n      trusted\n      trustedBy\n      reason\n    }\n  }\n": typeof types.ResumeCredentialCheckDocument,
    "\n  fragment ExperienceList on Profile {\n    id\n    experiences {\n      id\n      title\n      company\n      startDate\n      endDate\n      isCurrent\n      description\n      technologies\n    }\n  }\n": typeof types.ExperienceListFragmentDoc,
    "\n  mutation AddExperience($profileId: ID!, $input: ExperienceInput!) {\n    addExperience(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddExperienceDocument,
    "\n  mutation DeleteExperience($profileId: ID!, $id: ID!) {\n    deleteExperience(profileId: $profileId, id: $id)\n  }\n": typeof types.DeleteExperienceDocument,
    "\n  query ResumeJsonLd($id: ID!) {\n    profileJsonLd(id: $id)\n  }\n": typeof types.ResumeJsonLdDocument,
    "\n  mutation RenderResumePdf($id: ID!, $maskId: ID) {\n    exportProfilePdf(id: $id, maskId: $maskId) {\n      profileId\n      fileName\n      pages\n    }\n  }\n": typeof types.RenderResumePdfDocument,
    "\n  subscription JobFound($profileId: ID!) {\n    jobFound(profileId: $profileId) {\n      id\n      title\n      company\n      location\n      url\n    }\n  }\n": typeof types.JobFoundDocument,
    "\n  query JobGap($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      jobGap(jobId: $jobId) {\n        required\n        present\n        missing\n        importance\n        atsScore\n      }\n    }\n  }\n": typeof types.JobGapDocument,
    "\n  query TailorToJob($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      tailoring(jobId: $jobId) {\n        maskId\n        maskName\n        highlightedExperiences\n        tailoringSummary\n      }\n    }\n  }\n": typeof types.TailorToJobDocument,
    "\n  query WriteCoverLetter($profileId: ID!, $jobId: ID!, $tone: String) {\n    profile(id: $profileId) {\n      id\n      coverLetter(jobId: $jobId, tone: $tone) {\n        text\n        wordCount\n        tone\n      }\n    }\n  }\n": typeof types.WriteCoverLetterDocument,
    "\n  mutation FindJobs($keywords: [String!]!, $location: String, $profileId: ID, $limit: Int!) {\n    searchJobs(keywords: $keywords, location: $location, profileId: $profileId, limit: $limit) {\n      jobs {\n        id\n        title\n        company\n        location\n        salaryRange\n        url\n        postedAt\n        skills\n      }\n    }\n  }\n": typeof types.FindJobsDocument,
    "\n  fragment MaskChoices on Profile {\n    id\n    masks(limit: 5) {\n      id\n      name\n      ontology\n      relevanceScore\n    }\n  }\n": typeof types.MaskChoicesFragmentDoc,
    "\n  fragment NarrativeProgress on NarrativeTask {\n    id\n    status\n    error\n    blocks {\n      blockId\n      text\n    }\n  }\n": typeof types.NarrativeProgressFragmentDoc,
    "\n  mutation GenerateNarrative($profileId: ID!, $input: NarrativeInput!) {\n    generateNarrative(profileId: $profileId, input: $input) {\n      id\n      ...NarrativeProgress\n    }\n  }\n": typeof types.GenerateNarrativeDocument,
    "\n  query NarrativeTaskStatus($id: ID!) {\n    narrativeTask(id: $id) {\n      id\n      ...NarrativeProgress\n    }\n  }\n": typeof types.NarrativeTaskStatusDocument,
    "\n  fragment ProfileFormFields on Profile {\n    id\n    displayName\n    title\n    headline\n    locationText\n    summaryMarkdown\n  }\n": typeof types.ProfileFormFieldsFragmentDoc,
    "\n  mutation UpdateResumeProfile($id: ID!, $input: ProfilePatchInput!) {\n    updateResumeProfile(id: $id, input: $input) {\n      id\n      ...ProfileFormFields\n    }\n  }\n": typeof types.UpdateResumeProfileDocument,
    "\n  query ResumeProfiles($limit: Int!, $offset: Int!) {\n    profiles(limit: $limit, offset: $offset) {\n      total\n      profiles {\n        id\n        slug\n        displayName\n        title\n      }\n    }\n  }\n": typeof types.ResumeProfilesDocument,
    "\n  mutation CreateResumeProfile($input: ProfileInput!) {\n    createResumeProfile(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateResumeProfileDocument,
    "\n  query ResumeProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n      ...ProfileFormFields\n      ...ExperienceList\n      ...SkillList\n      ...ProjectList\n      ...MaskChoices\n    }\n  }\n": typeof types.ResumeProfileDocument,
    "\n  fragment ProjectList on Profile {\n    id\n    projects {\n      id\n      name\n      description\n      url\n      technologies\n    }\n  }\n": typeof types.ProjectListFragmentDoc,
    "\n  mutation AddProject($profileId: ID!, $input: ProjectInput!) {\n    addProject(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddProjectDocument,
    "\n  mutation DeleteProject($profileId: ID!, $id: ID!) {\n    deleteProject(profileId: $profileId, id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  query HunterQuota {\n    hunterAccount {\n      tier\n      grantedTier\n      quotas {\n        feature\n        limit\n        used\n        resetDate\n      }\n    }\n  }\n": typeof types.HunterQuotaDocument,
    "\n  fragment SkillList on Profile {\n    id\n    skills {\n      id\n      name\n      category\n      proficiencyLevel\n      yearsOfExperience\n    }\n  }\n": typeof types.SkillListFragmentDoc,
    "\n  mutation AddSkill($profileId: ID!, $input: SkillInput!) {\n    addSkill(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddSkillDocument,
    "\n  mutation DeleteSkill($profileId: ID!, $id: ID!) {\n    deleteSkill(profileId: $profileId, id: $id)\n  }\n": typeof types.DeleteSkillDocument,
};
const documents: Documents = {
    "\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n": types.AccountDetailsDocument,
    "\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n": types.UpdateHandleDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n": types.RegisterAccountDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation CreatePriceAlert($input: CreatePriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      alert {\n        id\n        ...AlertRow\n      }\n    }\n  }\n": types.CreatePriceAlertDocument,
    "\n  mutation WatchCard($cardId: ID!) {\n    watchCard(cardId: $cardId) {\n      cardId\n      addedAt\n    }\n  }\n": types.WatchCardDocument,
    "\n  query AlertLimits {\n    cardsEntitlements {\n      userId\n      effectiveTier\n      alertLimits {\n        maxAlerts\n        maxWatchedCards\n      }\n    }\n  }\n": types.AlertLimitsDocument,
    "\n  fragment AlertRow on PriceAlert {\n    id\n    cardId\n    kind\n    price\n    percent\n    referencePrice\n    armed\n    lastPrice\n    lastTriggeredAt\n    triggerCount\n    card {\n      id\n      name\n      ticker\n    }\n  }\n": types.AlertRowFragmentDoc,
    "\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) {\n      id\n    }\n  }\n": types.DeletePriceAlertDocument,
    "\n  query PriceAlerts($cursor: String, $limit: Int) {\n    priceAlerts(cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...AlertRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": types.PriceAlertsDocument,
    "\n  subscription PriceAlertFired {\n    priceAlerts {\n      alertId\n      cardId\n      ticker\n      kind\n      threshold\n      percent\n      price\n      changePercentage\n      triggeredAt\n    }\n  }\n": types.PriceAlertFiredDocument,
    "\n  query PortfolioAnalytics {\n    portfolioAnalytics {\n      totalCards\n      totalValue\n      totalCostBasis\n      unrealizedPnl\n      unrealizedPnlPercentage\n      concentrationScore\n      concentrationRisk\n      largestPosition {\n        cardId\n        cardName\n        weightPercentage\n      }\n      positions {\n        cardId\n        cardName\n        quantity\n        marketValue\n        costBasis\n        unrealizedPnl\n        weightPercentage\n      }\n    }\n  }\n": types.PortfolioAnalyticsDocument,
    "\n  query CardsBilling {\n    cardsEntitlements {\n      userId\n      tier\n      effectiveTier\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n": types.CardsBillingDocument,
    "\n  query CardPage($id: ID!) {\n    card(id: $id) {\n      id\n      name\n      game\n      setName\n      setCode\n      rarity\n      condition\n      collectorNumber\n      ticker\n      bestMarketPrice\n      variants {\n        id\n        label\n        finish\n        marketPrice\n      }\n    }\n    priceHistory(cardId: $id, days: 30) {\n      cardId\n      ...PriceChart\n    }\n  }\n": types.CardPageDocument,
    "\n  mutation AddHolding($input: AddHoldingInput!) {\n    addHolding(input: $input) {\n      entry {\n        cardId\n        quantity\n      }\n    }\n  }\n": types.AddHoldingDocument,
    "\n  fragment CardRow on CardSummary {\n    id\n    name\n    game\n    setName\n    rarity\n    condition\n    ticker\n  }\n": types.CardRowFragmentDoc,
    "\n  query SearchCards($q: String, $cursor: String, $limit: Int!) {\n    searchCards(q: $q, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...CardRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": types.SearchCardsDocument,
    "\n  fragment HoldingRow on Holding {\n    cardId\n    cardName\n    game\n    condition\n    quantity\n    purchasePrice\n    unitValue\n    marketValue\n  }\n": types.HoldingRowFragmentDoc,
    "\n  mutation RemoveHolding($cardId: ID!) {\n    removeHolding(cardId: $cardId) {\n      __typename\n    }\n  }\n": types.RemoveHoldingDocument,
    "\n  subscription CardPriceUpdates($symbols: [String!]!) {\n    priceUpdates(symbols: $symbols) {\n      cardId\n      ticker\n      price\n      confidence\n      sourcesUsed\n      calculatedAt\n    }\n  }\n": types.CardPriceUpdatesDocument,
    "\n  query PortfolioStats {\n    portfolioStats {\n      totalCards\n      totalValue\n      unpricedCards\n      allocations {\n        game\n        value\n        percentage\n        cards\n      }\n    }\n  }\n": types.PortfolioStatsDocument,
    "\n  query PortfolioHoldings($cursor: String, $limit: Int) {\n    portfolioHoldings(cursor: $cursor, limit: $limit) {\n      items {\n        cardId\n        ...HoldingRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": types.PortfolioHoldingsDocument,
    "\n  fragment PriceChart on PriceHistory {\n    from\n    to\n    days {\n      day\n      price\n      low\n      high\n    }\n  }\n": types.PriceChartFragmentDoc,
    "\n  fragment TradeRow on Trade {\n    id\n    status\n    message\n    cashAdjustment\n    createdAt\n    expiresAt\n    settling\n    offeredItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n    requestedItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n  }\n": types.TradeRowFragmentDoc,
    "\n  query TradeNetValue($id: ID!) {\n    tradeValue(id: $id) {\n      tradeId\n      netValue\n      meaning\n    }\n  }\n": types.TradeNetValueDocument,
    "\n  mutation AnswerTrade($id: ID!, $accept: Boolean!, $reject: Boolean!, $cancel: Boolean!) {\n    acceptTrade(id: $id) @include(if: $accept) {\n      id\n      status\n    }\n    rejectTrade(id: $id) @include(if: $reject) {\n      id\n      status\n    }\n    cancelTrade(id: $id) @include(if: $cancel) {\n      id\n      status\n    }\n  }\n": types.AnswerTradeDocument,
    "\n  mutation CounterTrade($id: ID!, $input: CounterTradeInput!) {\n    counterTrade(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.CounterTradeDocument,
    "\n  query Trades($role: TradeRole, $cursor: String, $limit: Int) {\n    trades(role: $role, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...TradeRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": types.TradesDocument,
    "\n  mutation ProposeTrade($input: ProposeTradeInput!) {\n    proposeTrade(input: $input) {\n      id\n      status\n    }\n  }\n": types.ProposeTradeDocument,
    "\n  query Watchlist {\n    watchlist {\n      cardId\n      addedAt\n      card {\n        id\n        name\n        ticker\n        bestMarketPrice\n      }\n    }\n  }\n": types.WatchlistDocument,
    "\n  mutation UnwatchCard($cardId: ID!) {\n    unwatchCard(cardId: $cardId) {\n      cardId\n    }\n  }\n": types.UnwatchCardDocument,
    "\n  fragment CellOnMap on Cell {\n    h3Index\n    districtId\n    playerInfluence\n    totals {\n      players\n      crews\n    }\n    controllingCrewId\n    outpost {\n      id\n      level\n      health\n      owner {\n        id\n        handle\n      }\n    }\n  }\n": types.CellOnMapFragmentDoc,
    "\n  query TurfCell($h3Index: String!) {\n    turfCell(h3Index: $h3Index) {\n      h3Index\n      ...CellOnMap\n    }\n  }\n": types.TurfCellDocument,
    "\n  subscription CellChanged($h3Index: String!) {\n    cellChanged(h3Index: $h3Index) {\n      h3Index\n      cause\n      at\n    }\n  }\n": types.CellChangedDocument,
    "\n  query DistrictContracts($districtId: String!) {\n    districtContracts(districtId: $districtId) {\n      id\n      type\n      target\n      reward\n      expiresAt\n      progress\n      completedAt\n    }\n  }\n": types.DistrictContractsDocument,
    "\n  subscription ContractCompleted {\n    contractCompleted {\n      contractId\n      type\n      reward\n      at\n    }\n  }\n": types.ContractCompletedDocument,
    "\n  query MyCreatures($limit: Int!, $offset: Int!) {\n    myCreatures(limit: $limit, offset: $offset) {\n      id\n      species\n      geometry\n      motion\n      sound\n      rarity\n      palette\n      capturedAt\n      spawnedAt\n      cell {\n        h3Index\n      }\n    }\n  }\n": types.MyCreaturesDocument,
    "\n  query MyCrew {\n    myCrew {\n      id\n      name\n      tag\n      color\n      active\n      members {\n        playerId\n        role\n        account {\n          id\n          handle\n        }\n      }\n    }\n  }\n": types.MyCrewDocument,
    "\n  query RecruitingCrews($cell: String!) {\n    recruitingCrews(cell: $cell) {\n      distanceCells\n      openSlots\n      crew {\n        id\n        name\n        tag\n      }\n    }\n  }\n": types.RecruitingCrewsDocument,
    "\n  mutation CreateCrew($input: CrewInput!) {\n    createCrew(input: $input) {\n      id\n    }\n  }\n": types.CreateCrewDocument,
    "\n  mutation JoinCrew($crewId: ID!) {\n    joinCrew(crewId: $crewId) {\n      id\n    }\n  }\n": types.JoinCrewDocument,
    "\n  mutation LeaveCrew {\n    leaveCrew {\n      __typename\n    }\n  }\n": types.LeaveCrewDocument,
    "\n  query DistrictLeaderboard($districtId: String!, $limit: Int!) {\n    districtLeaderboard(districtId: $districtId, limit: $limit) {\n      districtId\n      players {\n        rank\n        playerId\n        influence\n        account {\n          id\n          handle\n          displayName\n        }\n      }\n      crews {\n        rank\n        crewId\n        name\n        tag\n        influence\n      }\n    }\n  }\n": types.DistrictLeaderboardDocument,
    "\n  mutation ReportLocation($input: LocationReportInput!) {\n    validateLocation(input: $input) {\n      resultCode\n      gameplayCell\n      districtId\n      lockedUntil\n    }\n  }\n": types.ReportLocationDocument,
    "\n  query LastPosition {\n    myLastValidatedPosition {\n      latitude\n      longitude\n      at\n      gameplayCell\n      districtId\n    }\n  }\n": types.LastPositionDocument,
    "\n  query PageArchives {\n    archives(limit: 20) {\n      id\n      url\n      createdAt\n    }\n  }\n": types.PageArchivesDocument,
    "\n  query ArchivedPage($id: Int!) {\n    archive(id: $id) {\n      id\n      url\n      htmlContent\n    }\n  }\n": types.ArchivedPageDocument,
    "\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.CreateTabDocument,
    "\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.CreateBookmarkDocument,
    "\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.UpdateTabDocument,
    "\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.UpdateBookmarkDocument,
    "\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n": types.LibraryItemEnrichedDocument,
    "\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n": types.ArchiveTabDocument,
    "\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n": types.ArchiveBookmarkDocument,
    "\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n": types.DeleteTabDocument,
    "\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n": types.DeleteBookmarkDocument,
    "\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n": types.SavedItemCardFragmentDoc,
    "\n  query LibraryTabs($limit: Int!, $cursor: String, $archived: Boolean!) {\n    tabPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": types.LibraryTabsDocument,
    "\n  query LibraryBookmarks($limit: Int!, $cursor: String, $archived: Boolean!) {\n    bookmarkPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n": types.LibraryBookmarksDocument,
    "\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      plan {\n        upgrade {\n          priceDisplay\n        }\n      }\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n": types.LibraryOwnerDocument,
    "\n  mutation StartProCheckout {\n    createCheckoutSession {\n      alreadyPro\n      url\n    }\n  }\n": types.StartProCheckoutDocument,
    "\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n": types.SearchLibraryDocument,
    "\n  query SearchLibraryByMeaning($query: String!, $limit: Int!) {\n    searchSemantic(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n": types.SearchLibraryByMeaningDocument,
    "\n  fragment SearchHit on SearchResult {\n    # Aliased: tab and bookmark ids overlap, so results must not be normalized by id.\n    itemId: id\n    type\n    url\n    title\n    summary\n    distance\n  }\n": types.SearchHitFragmentDoc,
    "\n  query PendingSuggestions {\n    suggestions(status: PENDING, limit: 20) {\n      id\n      type\n      reason\n      confidence\n      status\n      items {\n        id\n        type\n      }\n    }\n  }\n": types.PendingSuggestionsDocument,
    "\n  query SuggestedTab($id: Int!) {\n    tab(id: $id) {\n      id\n      title\n      url\n    }\n  }\n": types.SuggestedTabDocument,
    "\n  query SuggestedBookmark($id: Int!) {\n    bookmark(id: $id) {\n      id\n      title\n      url\n    }\n  }\n": types.SuggestedBookmarkDocument,
    "\n  mutation GenerateSuggestions {\n    generateSuggestions {\n      jobId\n    }\n  }\n": types.GenerateSuggestionsDocument,
    "\n  mutation AcceptSuggestion($id: Int!) {\n    acceptSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n": types.AcceptSuggestionDocument,
    "\n  mutation DismissSuggestion($id: Int!) {\n    rejectSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n": types.DismissSuggestionDocument,
    "\n  query ResumeCredential($id: ID!) {\n    profileCredential(id: $id)\n  }\n": types.ResumeCredentialDocument,
    "\n  query ResumeCredentialCheck($credential: JSONObject!) {\n    verifyCredential(credential: $credential) {\n      valid\n      issuer\n      trusted\n      trustedBy\n      reason\n    }\n  }\n": types.ResumeCredentialCheckDocument,
    "\n  fragment ExperienceList on Profile {\n    id\n    experiences {\n      id\n      title\n      company\n      startDate\n      endDate\n      isCurrent\n      description\n      technologies\n    }\n  }\n": types.ExperienceListFragmentDoc,
    "\n  mutation AddExperience($profileId: ID!, $input: ExperienceInput!) {\n    addExperience(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n": types.AddExperienceDocument,
    "\n  mutation DeleteExperience($profileId: ID!, $id: ID!) {\n    deleteExperience(profileId: $profileId, id: $id)\n  }\n": types.DeleteExperienceDocument,
    "\n  query ResumeJsonLd($id: ID!) {\n    profileJsonLd(id: $id)\n  }\n": types.ResumeJsonLdDocument,
    "\n  mutation RenderResumePdf($id: ID!, $maskId: ID) {\n    exportProfilePdf(id: $id, maskId: $maskId) {\n      profileId\n      fileName\n      pages\n    }\n  }\n": types.RenderResumePdfDocument,
    "\n  subscription JobFound($profileId: ID!) {\n    jobFound(profileId: $profileId) {\n      id\n      title\n      company\n      location\n      url\n    }\n  }\n": types.JobFoundDocument,
    "\n  query JobGap($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      jobGap(jobId: $jobId) {\n        required\n        present\n        missing\n        importance\n        atsScore\n      }\n    }\n  }\n": types.JobGapDocument,
    "\n  query TailorToJob($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      tailoring(jobId: $jobId) {\n        maskId\n        maskName\n        highlightedExperiences\n        tailoringSummary\n      }\n    }\n  }\n": types.TailorToJobDocument,
    "\n  query WriteCoverLetter($profileId: ID!, $jobId: ID!, $tone: String) {\n    profile(id: $profileId) {\n      id\n      coverLetter(jobId: $jobId, tone: $tone) {\n        text\n        wordCount\n        tone\n      }\n    }\n  }\n": types.WriteCoverLetterDocument,
    "\n  mutation FindJobs($keywords: [String!]!, $location: String, $profileId: ID, $limit: Int!) {\n    searchJobs(keywords: $keywords, location: $location, profileId: $profileId, limit: $limit) {\n      jobs {\n        id\n        title\n        company\n        location\n        salaryRange\n        url\n        postedAt\n        skills\n      }\n    }\n  }\n": types.FindJobsDocument,
    "\n  fragment MaskChoices on Profile {\n    id\n    masks(limit: 5) {\n      id\n      name\n      ontology\n      relevanceScore\n    }\n  }\n": types.MaskChoicesFragmentDoc,
    "\n  fragment NarrativeProgress on NarrativeTask {\n    id\n    status\n    error\n    blocks {\n      blockId\n      text\n    }\n  }\n": types.NarrativeProgressFragmentDoc,
    "\n  mutation GenerateNarrative($profileId: ID!, $input: NarrativeInput!) {\n    generateNarrative(profileId: $profileId, input: $input) {\n      id\n      ...NarrativeProgress\n    }\n  }\n": types.GenerateNarrativeDocument,
    "\n  query NarrativeTaskStatus($id: ID!) {\n    narrativeTask(id: $id) {\n      id\n      ...NarrativeProgress\n    }\n  }\n": types.NarrativeTaskStatusDocument,
    "\n  fragment ProfileFormFields on Profile {\n    id\n    displayName\n    title\n    headline\n    locationText\n    summaryMarkdown\n  }\n": types.ProfileFormFieldsFragmentDoc,
    "\n  mutation UpdateResumeProfile($id: ID!, $input: ProfilePatchInput!) {\n    updateResumeProfile(id: $id, input: $input) {\n      id\n      ...ProfileFormFields\n    }\n  }\n": types.UpdateResumeProfileDocument,
    "\n  query ResumeProfiles($limit: Int!, $offset: Int!) {\n    profiles(limit: $limit, offset: $offset) {\n      total\n      profiles {\n        id\n        slug\n        displayName\n        title\n      }\n    }\n  }\n": types.ResumeProfilesDocument,
    "\n  mutation CreateResumeProfile($input: ProfileInput!) {\n    createResumeProfile(input: $input) {\n      id\n    }\n  }\n": types.CreateResumeProfileDocument,
    "\n  query ResumeProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n      ...ProfileFormFields\n      ...ExperienceList\n      ...SkillList\n      ...ProjectList\n      ...MaskChoices\n    }\n  }\n": types.ResumeProfileDocument,
    "\n  fragment ProjectList on Profile {\n    id\n    projects {\n      id\n      name\n      description\n      url\n      technologies\n    }\n  }\n": types.ProjectListFragmentDoc,
    "\n  mutation AddProject($profileId: ID!, $input: ProjectInput!) {\n    addProject(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n": types.AddProjectDocument,
    "\n  mutation DeleteProject($profileId: ID!, $id: ID!) {\n    deleteProject(profileId: $profileId, id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  query HunterQuota {\n    hunterAccount {\n      tier\n      grantedTier\n      quotas {\n        feature\n        limit\n        used\n        resetDate\n      }\n    }\n  }\n": types.HunterQuotaDocument,
    "\n  fragment SkillList on Profile {\n    id\n    skills {\n      id\n      name\n      category\n      proficiencyLevel\n      yearsOfExperience\n    }\n  }\n": types.SkillListFragmentDoc,
    "\n  mutation AddSkill($profileId: ID!, $input: SkillInput!) {\n    addSkill(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n": types.AddSkillDocument,
    "\n  mutation DeleteSkill($profileId: ID!, $id: ID!) {\n    deleteSkill(profileId: $profileId, id: $id)\n  }\n": types.DeleteSkillDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceAlert($input: CreatePriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      alert {\n        id\n        ...AlertRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceAlert($input: CreatePriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      alert {\n        id\n        ...AlertRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchCard($cardId: ID!) {\n    watchCard(cardId: $cardId) {\n      cardId\n      addedAt\n    }\n  }\n"): (typeof documents)["\n  mutation WatchCard($cardId: ID!) {\n    watchCard(cardId: $cardId) {\n      cardId\n      addedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertLimits {\n    cardsEntitlements {\n      userId\n      effectiveTier\n      alertLimits {\n        maxAlerts\n        maxWatchedCards\n      }\n    }\n  }\n"): (typeof documents)["\n  query AlertLimits {\n    cardsEntitlements {\n      userId\n      effectiveTier\n      alertLimits {\n        maxAlerts\n        maxWatchedCards\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertRow on PriceAlert {\n    id\n    cardId\n    kind\n    price\n    percent\n    referencePrice\n    armed\n    lastPrice\n    lastTriggeredAt\n    triggerCount\n    card {\n      id\n      name\n      ticker\n    }\n  }\n"): (typeof documents)["\n  fragment AlertRow on PriceAlert {\n    id\n    cardId\n    kind\n    price\n    percent\n    referencePrice\n    armed\n    lastPrice\n    lastTriggeredAt\n    triggerCount\n    card {\n      id\n      name\n      ticker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePriceAlert($id: ID!) {\n    deletePriceAlert(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceAlerts($cursor: String, $limit: Int) {\n    priceAlerts(cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...AlertRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PriceAlerts($cursor: String, $limit: Int) {\n    priceAlerts(cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...AlertRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PriceAlertFired {\n    priceAlerts {\n      alertId\n      cardId\n      ticker\n      kind\n      threshold\n      percent\n      price\n      changePercentage\n      triggeredAt\n    }\n  }\n"): (typeof documents)["\n  subscription PriceAlertFired {\n    priceAlerts {\n      alertId\n      cardId\n      ticker\n      kind\n      threshold\n      percent\n      price\n      changePercentage\n      triggeredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioAnalytics {\n    portfolioAnalytics {\n      totalCards\n      totalValue\n      totalCostBasis\n      unrealizedPnl\n      unrealizedPnlPercentage\n      concentrationScore\n      concentrationRisk\n      largestPosition {\n        cardId\n        cardName\n        weightPercentage\n      }\n      positions {\n        cardId\n        cardName\n        quantity\n        marketValue\n        costBasis\n        unrealizedPnl\n        weightPercentage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortfolioAnalytics {\n    portfolioAnalytics {\n      totalCards\n      totalValue\n      totalCostBasis\n      unrealizedPnl\n      unrealizedPnlPercentage\n      concentrationScore\n      concentrationRisk\n      largestPosition {\n        cardId\n        cardName\n        weightPercentage\n      }\n      positions {\n        cardId\n        cardName\n        quantity\n        marketValue\n        costBasis\n        unrealizedPnl\n        weightPercentage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardsBilling {\n    cardsEntitlements {\n      userId\n      tier\n      effectiveTier\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  query CardsBilling {\n    cardsEntitlements {\n      userId\n      tier\n      effectiveTier\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardPage($id: ID!) {\n    card(id: $id) {\n      id\n      name\n      game\n      setName\n      setCode\n      rarity\n      condition\n      collectorNumber\n      ticker\n      bestMarketPrice\n      variants {\n        id\n        label\n        finish\n        marketPrice\n      }\n    }\n    priceHistory(cardId: $id, days: 30) {\n      cardId\n      ...PriceChart\n    }\n  }\n"): (typeof documents)["\n  query CardPage($id: ID!) {\n    card(id: $id) {\n      id\n      name\n      game\n      setName\n      setCode\n      rarity\n      condition\n      collectorNumber\n      ticker\n      bestMarketPrice\n      variants {\n        id\n        label\n        finish\n        marketPrice\n      }\n    }\n    priceHistory(cardId: $id, days: 30) {\n      cardId\n      ...PriceChart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHolding($input: AddHoldingInput!) {\n    addHolding(input: $input) {\n      entry {\n        cardId\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddHolding($input: AddHoldingInput!) {\n    addHolding(input: $input) {\n      entry {\n        cardId\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardRow on CardSummary {\n    id\n    name\n    game\n    setName\n    rarity\n    condition\n    ticker\n  }\n"): (typeof documents)["\n  fragment CardRow on CardSummary {\n    id\n    name\n    game\n    setName\n    rarity\n    condition\n    ticker\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCards($q: String, $cursor: String, $limit: Int!) {\n    searchCards(q: $q, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...CardRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SearchCards($q: String, $cursor: String, $limit: Int!) {\n    searchCards(q: $q, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...CardRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HoldingRow on Holding {\n    cardId\n    cardName\n    game\n    condition\n    quantity\n    purchasePrice\n    unitValue\n    marketValue\n  }\n"): (typeof documents)["\n  fragment HoldingRow on Holding {\n    cardId\n    cardName\n    game\n    condition\n    quantity\n    purchasePrice\n    unitValue\n    marketValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHolding($cardId: ID!) {\n    removeHolding(cardId: $cardId) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveHolding($cardId: ID!) {\n    removeHolding(cardId: $cardId) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CardPriceUpdates($symbols: [String!]!) {\n    priceUpdates(symbols: $symbols) {\n      cardId\n      ticker\n      price\n      confidence\n      sourcesUsed\n      calculatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription CardPriceUpdates($symbols: [String!]!) {\n    priceUpdates(symbols: $symbols) {\n      cardId\n      ticker\n      price\n      confidence\n      sourcesUsed\n      calculatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioStats {\n    portfolioStats {\n      totalCards\n      totalValue\n      unpricedCards\n      allocations {\n        game\n        value\n        percentage\n        cards\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortfolioStats {\n    portfolioStats {\n      totalCards\n      totalValue\n      unpricedCards\n      allocations {\n        game\n        value\n        percentage\n        cards\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioHoldings($cursor: String, $limit: Int) {\n    portfolioHoldings(cursor: $cursor, limit: $limit) {\n      items {\n        cardId\n        ...HoldingRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PortfolioHoldings($cursor: String, $limit: Int) {\n    portfolioHoldings(cursor: $cursor, limit: $limit) {\n      items {\n        cardId\n        ...HoldingRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceChart on PriceHistory {\n    from\n    to\n    days {\n      day\n      price\n      low\n      high\n    }\n  }\n"): (typeof documents)["\n  fragment PriceChart on PriceHistory {\n    from\n    to\n    days {\n      day\n      price\n      low\n      high\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TradeRow on Trade {\n    id\n    status\n    message\n    cashAdjustment\n    createdAt\n    expiresAt\n    settling\n    offeredItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n    requestedItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TradeRow on Trade {\n    id\n    status\n    message\n    cashAdjustment\n    createdAt\n    expiresAt\n    settling\n    offeredItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n    requestedItems {\n      cardId\n      quantity\n      card {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeNetValue($id: ID!) {\n    tradeValue(id: $id) {\n      tradeId\n      netValue\n      meaning\n    }\n  }\n"): (typeof documents)["\n  query TradeNetValue($id: ID!) {\n    tradeValue(id: $id) {\n      tradeId\n      netValue\n      meaning\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerTrade($id: ID!, $accept: Boolean!, $reject: Boolean!, $cancel: Boolean!) {\n    acceptTrade(id: $id) @include(if: $accept) {\n      id\n      status\n    }\n    rejectTrade(id: $id) @include(if: $reject) {\n      id\n      status\n    }\n    cancelTrade(id: $id) @include(if: $cancel) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerTrade($id: ID!, $accept: Boolean!, $reject: Boolean!, $cancel: Boolean!) {\n    acceptTrade(id: $id) @include(if: $accept) {\n      id\n      status\n    }\n    rejectTrade(id: $id) @include(if: $reject) {\n      id\n      status\n    }\n    cancelTrade(id: $id) @include(if: $cancel) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CounterTrade($id: ID!, $input: CounterTradeInput!) {\n    counterTrade(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CounterTrade($id: ID!, $input: CounterTradeInput!) {\n    counterTrade(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trades($role: TradeRole, $cursor: String, $limit: Int) {\n    trades(role: $role, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...TradeRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Trades($role: TradeRole, $cursor: String, $limit: Int) {\n    trades(role: $role, cursor: $cursor, limit: $limit) {\n      items {\n        id\n        ...TradeRow\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeTrade($input: ProposeTradeInput!) {\n    proposeTrade(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeTrade($input: ProposeTradeInput!) {\n    proposeTrade(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Watchlist {\n    watchlist {\n      cardId\n      addedAt\n      card {\n        id\n        name\n        ticker\n        bestMarketPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query Watchlist {\n    watchlist {\n      cardId\n      addedAt\n      card {\n        id\n        name\n        ticker\n        bestMarketPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnwatchCard($cardId: ID!) {\n    unwatchCard(cardId: $cardId) {\n      cardId\n    }\n  }\n"): (typeof documents)["\n  mutation UnwatchCard($cardId: ID!) {\n    unwatchCard(cardId: $cardId) {\n      cardId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CellOnMap on Cell {\n    h3Index\n    districtId\n    playerInfluence\n    totals {\n      players\n      crews\n    }\n    controllingCrewId\n    outpost {\n      id\n      level\n      health\n      owner {\n        id\n        handle\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CellOnMap on Cell {\n    h3Index\n    districtId\n    playerInfluence\n    totals {\n      players\n      crews\n    }\n    controllingCrewId\n    outpost {\n      id\n      level\n      health\n      owner {\n        id\n        handle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TurfCell($h3Index: String!) {\n    turfCell(h3Index: $h3Index) {\n      h3Index\n      ...CellOnMap\n    }\n  }\n"): (typeof documents)["\n  query TurfCell($h3Index: String!) {\n    turfCell(h3Index: $h3Index) {\n      h3Index\n      ...CellOnMap\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CellChanged($h3Index: String!) {\n    cellChanged(h3Index: $h3Index) {\n      h3Index\n      cause\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription CellChanged($h3Index: String!) {\n    cellChanged(h3Index: $h3Index) {\n      h3Index\n      cause\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DistrictContracts($districtId: String!) {\n    districtContracts(districtId: $districtId) {\n      id\n      type\n      target\n      reward\n      expiresAt\n      progress\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  query DistrictContracts($districtId: String!) {\n    districtContracts(districtId: $districtId) {\n      id\n      type\n      target\n      reward\n      expiresAt\n      progress\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ContractCompleted {\n    contractCompleted {\n      contractId\n      type\n      reward\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription ContractCompleted {\n    contractCompleted {\n      contractId\n      type\n      reward\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCreatures($limit: Int!, $offset: Int!) {\n    myCreatures(limit: $limit, offset: $offset) {\n      id\n      species\n      geometry\n      motion\n      sound\n      rarity\n      palette\n      capturedAt\n      spawnedAt\n      cell {\n        h3Index\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCreatures($limit: Int!, $offset: Int!) {\n    myCreatures(limit: $limit, offset: $offset) {\n      id\n      species\n      geometry\n      motion\n      sound\n      rarity\n      palette\n      capturedAt\n      spawnedAt\n      cell {\n        h3Index\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCrew {\n    myCrew {\n      id\n      name\n      tag\n      color\n      active\n      members {\n        playerId\n        role\n        account {\n          id\n          handle\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCrew {\n    myCrew {\n      id\n      name\n      tag\n      color\n      active\n      members {\n        playerId\n        role\n        account {\n          id\n          handle\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecruitingCrews($cell: String!) {\n    recruitingCrews(cell: $cell) {\n      distanceCells\n      openSlots\n      crew {\n        id\n        name\n        tag\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecruitingCrews($cell: String!) {\n    recruitingCrews(cell: $cell) {\n      distanceCells\n      openSlots\n      crew {\n        id\n        name\n        tag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCrew($input: CrewInput!) {\n    createCrew(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCrew($input: CrewInput!) {\n    createCrew(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCrew($crewId: ID!) {\n    joinCrew(crewId: $crewId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCrew($crewId: ID!) {\n    joinCrew(crewId: $crewId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCrew {\n    leaveCrew {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCrew {\n    leaveCrew {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DistrictLeaderboard($districtId: String!, $limit: Int!) {\n    districtLeaderboard(districtId: $districtId, limit: $limit) {\n      districtId\n      players {\n        rank\n        playerId\n        influence\n        account {\n          id\n          handle\n          displayName\n        }\n      }\n      crews {\n        rank\n        crewId\n        name\n        tag\n        influence\n      }\n    }\n  }\n"): (typeof documents)["\n  query DistrictLeaderboard($districtId: String!, $limit: Int!) {\n    districtLeaderboard(districtId: $districtId, limit: $limit) {\n      districtId\n      players {\n        rank\n        playerId\n        influence\n        account {\n          id\n          handle\n          displayName\n        }\n      }\n      crews {\n        rank\n        crewId\n        name\n        tag\n        influence\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportLocation($input: LocationReportInput!) {\n    validateLocation(input: $input) {\n      resultCode\n      gameplayCell\n      districtId\n      lockedUntil\n    }\n  }\n"): (typeof documents)["\n  mutation ReportLocation($input: LocationReportInput!) {\n    validateLocation(input: $input) {\n      resultCode\n      gameplayCell\n      districtId\n      lockedUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LastPosition {\n    myLastValidatedPosition {\n      latitude\n      longitude\n      at\n      gameplayCell\n      districtId\n    }\n  }\n"): (typeof documents)["\n  query LastPosition {\n    myLastValidatedPosition {\n      latitude\n      longitude\n      at\n      gameplayCell\n      districtId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageArchives {\n    archives(limit: 20) {\n      id\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PageArchives {\n    archives(limit: 20) {\n      id\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchivedPage($id: Int!) {\n    archive(id: $id) {\n      id\n      url\n      htmlContent\n    }\n  }\n"): (typeof documents)["\n  query ArchivedPage($id: Int!) {\n    archive(id: $id) {\n      id\n      url\n      htmlContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n"): (typeof documents)["\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n"): (typeof documents)["\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryTabs($limit: Int!, $cursor: String, $archived: Boolean!) {\n    tabPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query LibraryTabs($limit: Int!, $cursor: String, $archived: Boolean!) {\n    tabPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryBookmarks($limit: Int!, $cursor: String, $archived: Boolean!) {\n    bookmarkPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query LibraryBookmarks($limit: Int!, $cursor: String, $archived: Boolean!) {\n    bookmarkPage(limit: $limit, cursor: $cursor, archived: $archived) {\n      items {\n        id\n        ...SavedItemCard\n      }\n      nextCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      plan {\n        upgrade {\n          priceDisplay\n        }\n      }\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      plan {\n        upgrade {\n          priceDisplay\n        }\n      }\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartProCheckout {\n    createCheckoutSession {\n      alreadyPro\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartProCheckout {\n    createCheckoutSession {\n      alreadyPro\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n"): (typeof documents)["\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchLibraryByMeaning($query: String!, $limit: Int!) {\n    searchSemantic(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n"): (typeof documents)["\n  query SearchLibraryByMeaning($query: String!, $limit: Int!) {\n    searchSemantic(query: $query, type: BOTH, limit: $limit) {\n      ...SearchHit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchHit on SearchResult {\n    # Aliased: tab and bookmark ids overlap, so results must not be normalized by id.\n    itemId: id\n    type\n    url\n    title\n    summary\n    distance\n  }\n"): (typeof documents)["\n  fragment SearchHit on SearchResult {\n    # Aliased: tab and bookmark ids overlap, so results must not be normalized by id.\n    itemId: id\n    type\n    url\n    title\n    summary\n    distance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingSuggestions {\n    suggestions(status: PENDING, limit: 20) {\n      id\n      type\n      reason\n      confidence\n      status\n      items {\n        id\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingSuggestions {\n    suggestions(status: PENDING, limit: 20) {\n      id\n      type\n      reason\n      confidence\n      status\n      items {\n        id\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedTab($id: Int!) {\n    tab(id: $id) {\n      id\n      title\n      url\n    }\n  }\n"): (typeof documents)["\n  query SuggestedTab($id: Int!) {\n    tab(id: $id) {\n      id\n      title\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedBookmark($id: Int!) {\n    bookmark(id: $id) {\n      id\n      title\n      url\n    }\n  }\n"): (typeof documents)["\n  query SuggestedBookmark($id: Int!) {\n    bookmark(id: $id) {\n      id\n      title\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateSuggestions {\n    generateSuggestions {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateSuggestions {\n    generateSuggestions {\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptSuggestion($id: Int!) {\n    acceptSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptSuggestion($id: Int!) {\n    acceptSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissSuggestion($id: Int!) {\n    rejectSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DismissSuggestion($id: Int!) {\n    rejectSuggestion(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeCredential($id: ID!) {\n    profileCredential(id: $id)\n  }\n"): (typeof documents)["\n  query ResumeCredential($id: ID!) {\n    profileCredential(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeCredentialCheck($credential: JSONObject!) {\n    verifyCredential(credential: $credential) {\n      valid\n      issuer\n      trusted\n      trustedBy\n      reason\n    }\n  }\n"): (typeof documents)["\n  query ResumeCredentialCheck($credential: JSONObject!) {\n    verifyCredential(credential: $credential) {\n      valid\n      issuer\n      trusted\n      trustedBy\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExperienceList on Profile {\n    id\n    experiences {\n      id\n      title\n      company\n      startDate\n      endDate\n      isCurrent\n      description\n      technologies\n    }\n  }\n"): (typeof documents)["\n  fragment ExperienceList on Profile {\n    id\n    experiences {\n      id\n      title\n      company\n      startDate\n      endDate\n      isCurrent\n      description\n      technologies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExperience($profileId: ID!, $input: ExperienceInput!) {\n    addExperience(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddExperience($profileId: ID!, $input: ExperienceInput!) {\n    addExperience(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExperience($profileId: ID!, $id: ID!) {\n    deleteExperience(profileId: $profileId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteExperience($profileId: ID!, $id: ID!) {\n    deleteExperience(profileId: $profileId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeJsonLd($id: ID!) {\n    profileJsonLd(id: $id)\n  }\n"): (typeof documents)["\n  query ResumeJsonLd($id: ID!) {\n    profileJsonLd(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenderResumePdf($id: ID!, $maskId: ID) {\n    exportProfilePdf(id: $id, maskId: $maskId) {\n      profileId\n      fileName\n      pages\n    }\n  }\n"): (typeof documents)["\n  mutation RenderResumePdf($id: ID!, $maskId: ID) {\n    exportProfilePdf(id: $id, maskId: $maskId) {\n      profileId\n      fileName\n      pages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JobFound($profileId: ID!) {\n    jobFound(profileId: $profileId) {\n      id\n      title\n      company\n      location\n      url\n    }\n  }\n"): (typeof documents)["\n  subscription JobFound($profileId: ID!) {\n    jobFound(profileId: $profileId) {\n      id\n      title\n      company\n      location\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobGap($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      jobGap(jobId: $jobId) {\n        required\n        present\n        missing\n        importance\n        atsScore\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobGap($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      jobGap(jobId: $jobId) {\n        required\n        present\n        missing\n        importance\n        atsScore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TailorToJob($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      tailoring(jobId: $jobId) {\n        maskId\n        maskName\n        highlightedExperiences\n        tailoringSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query TailorToJob($profileId: ID!, $jobId: ID!) {\n    profile(id: $profileId) {\n      id\n      tailoring(jobId: $jobId) {\n        maskId\n        maskName\n        highlightedExperiences\n        tailoringSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriteCoverLetter($profileId: ID!, $jobId: ID!, $tone: String) {\n    profile(id: $profileId) {\n      id\n      coverLetter(jobId: $jobId, tone: $tone) {\n        text\n        wordCount\n        tone\n      }\n    }\n  }\n"): (typeof documents)["\n  query WriteCoverLetter($profileId: ID!, $jobId: ID!, $tone: String) {\n    profile(id: $profileId) {\n      id\n      coverLetter(jobId: $jobId, tone: $tone) {\n        text\n        wordCount\n        tone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FindJobs($keywords: [String!]!, $location: String, $profileId: ID, $limit: Int!) {\n    searchJobs(keywords: $keywords, location: $location, profileId: $profileId, limit: $limit) {\n      jobs {\n        id\n        title\n        company\n        location\n        salaryRange\n        url\n        postedAt\n        skills\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FindJobs($keywords: [String!]!, $location: String, $profileId: ID, $limit: Int!) {\n    searchJobs(keywords: $keywords, location: $location, profileId: $profileId, limit: $limit) {\n      jobs {\n        id\n        title\n        company\n        location\n        salaryRange\n        url\n        postedAt\n        skills\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MaskChoices on Profile {\n    id\n    masks(limit: 5) {\n      id\n      name\n      ontology\n      relevanceScore\n    }\n  }\n"): (typeof documents)["\n  fragment MaskChoices on Profile {\n    id\n    masks(limit: 5) {\n      id\n      name\n      ontology\n      relevanceScore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NarrativeProgress on NarrativeTask {\n    id\n    status\n    error\n    blocks {\n      blockId\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment NarrativeProgress on NarrativeTask {\n    id\n    status\n    error\n    blocks {\n      blockId\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateNarrative($profileId: ID!, $input: NarrativeInput!) {\n    generateNarrative(profileId: $profileId, input: $input) {\n      id\n      ...NarrativeProgress\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateNarrative($profileId: ID!, $input: NarrativeInput!) {\n    generateNarrative(profileId: $profileId, input: $input) {\n      id\n      ...NarrativeProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NarrativeTaskStatus($id: ID!) {\n    narrativeTask(id: $id) {\n      id\n      ...NarrativeProgress\n    }\n  }\n"): (typeof documents)["\n  query NarrativeTaskStatus($id: ID!) {\n    narrativeTask(id: $id) {\n      id\n      ...NarrativeProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFormFields on Profile {\n    id\n    displayName\n    title\n    headline\n    locationText\n    summaryMarkdown\n  }\n"): (typeof documents)["\n  fragment ProfileFormFields on Profile {\n    id\n    displayName\n    title\n    headline\n    locationText\n    summaryMarkdown\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResumeProfile($id: ID!, $input: ProfilePatchInput!) {\n    updateResumeProfile(id: $id, input: $input) {\n      id\n      ...ProfileFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResumeProfile($id: ID!, $input: ProfilePatchInput!) {\n    updateResumeProfile(id: $id, input: $input) {\n      id\n      ...ProfileFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeProfiles($limit: Int!, $offset: Int!) {\n    profiles(limit: $limit, offset: $offset) {\n      total\n      profiles {\n        id\n        slug\n        displayName\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResumeProfiles($limit: Int!, $offset: Int!) {\n    profiles(limit: $limit, offset: $offset) {\n      total\n      profiles {\n        id\n        slug\n        displayName\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResumeProfile($input: ProfileInput!) {\n    createResumeProfile(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateResumeProfile($input: ProfileInput!) {\n    createResumeProfile(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n      ...ProfileFormFields\n      ...ExperienceList\n      ...SkillList\n      ...ProjectList\n      ...MaskChoices\n    }\n  }\n"): (typeof documents)["\n  query ResumeProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n      ...ProfileFormFields\n      ...ExperienceList\n      ...SkillList\n      ...ProjectList\n      ...MaskChoices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectList on Profile {\n    id\n    projects {\n      id\n      name\n      description\n      url\n      technologies\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectList on Profile {\n    id\n    projects {\n      id\n      name\n      description\n      url\n      technologies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProject($profileId: ID!, $input: ProjectInput!) {\n    addProject(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddProject($profileId: ID!, $input: ProjectInput!) {\n    addProject(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($profileId: ID!, $id: ID!) {\n    deleteProject(profileId: $profileId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($profileId: ID!, $id: ID!) {\n    deleteProject(profileId: $profileId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HunterQuota {\n    hunterAccount {\n      tier\n      grantedTier\n      quotas {\n        feature\n        limit\n        used\n        resetDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query HunterQuota {\n    hunterAccount {\n      tier\n      grantedTier\n      quotas {\n        feature\n        limit\n        used\n        resetDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SkillList on Profile {\n    id\n    skills {\n      id\n      name\n      category\n      proficiencyLevel\n      yearsOfExperience\n    }\n  }\n"): (typeof documents)["\n  fragment SkillList on Profile {\n    id\n    skills {\n      id\n      name\n      category\n      proficiencyLevel\n      yearsOfExperience\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSkill($profileId: ID!, $input: SkillInput!) {\n    addSkill(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddSkill($profileId: ID!, $input: SkillInput!) {\n    addSkill(profileId: $profileId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSkill($profileId: ID!, $id: ID!) {\n    deleteSkill(profileId: $profileId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSkill($profileId: ID!, $id: ID!) {\n    deleteSkill(profileId: $profileId, id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;