// The writer thread of the sandbox's database (../store/thread-writer.ts starts it): the core's
// and the features' writes, as the request thread knows them (./open.ts).
import { runWriterThread } from '../store/writer-thread';
import { sandboxWriteTable } from './write-tables';

runWriterThread(sandboxWriteTable);
