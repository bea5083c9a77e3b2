// Every room whose inner direction scripts/checkDependencies.ts enforces; one file per room beside this one.
import type { RoomFloors } from '../roomFloors.ts';
import { appFloors } from './app.ts';
import { consoleFloors } from './console.ts';
import { serverFloors } from './server.ts';

export const rooms: RoomFloors[] = [appFloors, consoleFloors, serverFloors];
