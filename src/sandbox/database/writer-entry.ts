// The writer thread of the sandbox's database (../store/thread-writer.ts starts it): the core's
// and the features' writes, as the request thread knows them (./open.ts).
import { allStores } from '../store/sqlite-store';
import { writeTableOf } from '../store/write-table';
import { runWriterThread } from '../store/writer-thread';
import { FEATURE_STORES } from './feature-stores';

runWriterThread((db) => writeTableOf(db, allStores(FEATURE_STORES)));
