import type { ProductServer } from '@platform/gateway/product-host';
import { cardsServer } from './cards/server/cards-api-server.js';
import { gameServer } from './game/server/game-api-server.js';
import { resumeServer } from './resume/server/resume-api-server.js';
import { tabsServer } from './tabs/server/tabs-api-server.js';

/** Every product's REST server the platform process runs, in the order they start listening. */
export const PRODUCT_SERVERS: readonly ProductServer[] = [tabsServer, gameServer, cardsServer, resumeServer];
