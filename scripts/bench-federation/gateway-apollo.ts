// Stock @apollo/gateway behind Apollo Server's standalone HTTP server, as the benchmark runs it.
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { PORT, SUPERGRAPH_SDL } from './gateway-env.js';

const server = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl: SUPERGRAPH_SDL }) });
await startStandaloneServer(server, { listen: { port: PORT, host: '127.0.0.1' } });
