import 'reflect-metadata';
import { startGateway } from './gateway.js';

await startGateway();
