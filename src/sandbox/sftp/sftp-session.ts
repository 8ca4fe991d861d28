// One SFTP session of a merchant: a read-only view of its folder (./settlement-files.ts). Paths are
// resolved inside that folder ("/" is the merchant's root; `..` cannot leave it); anything that
// would change a file is refused.
import { posix } from 'node:path';
import ssh2 from 'ssh2';
import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import { FOLDER, type SettlementFile, settlementFiles } from './settlement-files';

const { STATUS_CODE, OPEN_MODE } = ssh2.utils.sftp;
type SFTP = ssh2.SFTPWrapper;
type Attributes = ssh2.Attributes;

const MAX_HANDLES = 64;
const DIR_MODE = 0o040555;
const FILE_MODE = 0o100444;

type Node =
  | { kind: 'dir'; entries: () => Promise<{ name: string; attrs: Attributes }[]> }
  | { kind: 'file'; file: SettlementFile };
type Handle = { kind: 'dir'; listed: boolean; path: string } | { kind: 'file'; file: SettlementFile };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dirAttrs = (): Attributes => ({ mode: DIR_MODE, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 });
const fileAttrs = (file: SettlementFile): Attributes => ({
  mode: FILE_MODE,
  uid: 0,
  gid: 0,
  size: file.content.length,
  atime: seconds(file.mtime),
  mtime: seconds(file.mtime),
});

/** `ls -l`'s line, as clients show it. */
function longname(name: string, attrs: Attributes): string {
  const dir = (attrs.mode & 0o040000) !== 0;
  const when = new Date(attrs.mtime * 1000).toUTCString().slice(5, 16);
  return `${dir ? 'dr-xr-xr-x' : '-r--r--r--'} 1 sandbox sandbox ${String(attrs.size).padStart(8)} ${when} ${name}`;
}

/** "/" + the path, with `.` and `..` resolved and no trailing slash: never above the root. */
export const resolvePath = (path: string): string => {
  const normal = posix.normalize(`/${path}`);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
};

export function serveSftp(sftp: SFTP, ctx: SandboxContext, merchant: Merchant): void {
  let files: Promise<SettlementFile[]> | undefined;
  // The folder as it was when the session first looked: a listing and its reads agree.
  const folder = () => {
    files ??= ctx.clocks.inScopeOf(merchant.entityId, () => settlementFiles(ctx, merchant));
    return files;
  };
  const handles = new Map<string, Handle>();
  let next = 0;

  async function lookup(path: string): Promise<Node | undefined> {
    const resolved = resolvePath(path);
    if (resolved === '/') return { kind: 'dir', entries: async () => [{ name: FOLDER, attrs: dirAttrs() }] };
    if (resolved === `/${FOLDER}`)
      return {
        kind: 'dir',
        entries: async () => (await folder()).map((file) => ({ name: file.name, attrs: fileAttrs(file) })),
      };
    const name = resolved.startsWith(`/${FOLDER}/`) ? resolved.slice(FOLDER.length + 2) : undefined;
    const file = name && !name.includes('/') ? (await folder()).find((f) => f.name === name) : undefined;
    return file ? { kind: 'file', file } : undefined;
  }

  const newHandle = (handle: Handle): Buffer | undefined => {
    if (handles.size >= MAX_HANDLES) return undefined;
    const id = Buffer.alloc(4);
    id.writeUInt32BE(next++ >>> 0);
    handles.set(id.toString('hex'), handle);
    return id;
  };
  const handleOf = (id: Buffer) => handles.get(id.toString('hex'));
  // A request that fails inside answers FAILURE rather than leaving the client waiting.
  const answer = (reqId: number, work: () => Promise<void>) =>
    work().catch(() => sftp.status(reqId, STATUS_CODE.FAILURE, 'the sandbox could not read its store'));

  sftp.on('REALPATH', (reqId, path) => {
    const resolved = resolvePath(path);
    sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: dirAttrs() }]);
  });
  const stat = (reqId: number, path: string) =>
    answer(reqId, async () => {
      const node = await lookup(path);
      if (!node) return void sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      sftp.attrs(reqId, node.kind === 'dir' ? dirAttrs() : fileAttrs(node.file));
    });
  sftp.on('STAT', stat);
  sftp.on('LSTAT', stat);
  sftp.on('OPENDIR', (reqId, path) =>
    answer(reqId, async () => {
      const node = await lookup(path);
      if (!node) return void sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      if (node.kind !== 'dir') return void sftp.status(reqId, STATUS_CODE.FAILURE, 'not a folder');
      const handle = newHandle({ kind: 'dir', listed: false, path: resolvePath(path) });
      if (!handle) return void sftp.status(reqId, STATUS_CODE.FAILURE, 'too many open handles');
      sftp.handle(reqId, handle);
    }),
  );
  sftp.on('READDIR', (reqId, id) =>
    answer(reqId, async () => {
      const handle = handleOf(id);
      if (handle?.kind !== 'dir') return void sftp.status(reqId, STATUS_CODE.FAILURE, 'not an open folder');
      if (handle.listed) return void sftp.status(reqId, STATUS_CODE.EOF);
      handle.listed = true;
      const node = await lookup(handle.path);
      const entries = node?.kind === 'dir' ? await node.entries() : [];
      const names = [
        { filename: '.', longname: longname('.', dirAttrs()), attrs: dirAttrs() },
        { filename: '..', longname: longname('..', dirAttrs()), attrs: dirAttrs() },
        ...entries.map(({ name, attrs }) => ({ filename: name, longname: longname(name, attrs), attrs })),
      ];
      sftp.name(reqId, names);
    }),
  );
  sftp.on('OPEN', (reqId, filename, flags) =>
    answer(reqId, async () => {
      if ((flags & ~OPEN_MODE.READ) !== 0)
        return void sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'read-only');
      const node = await lookup(filename);
      if (!node) return void sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      if (node.kind !== 'file') return void sftp.status(reqId, STATUS_CODE.FAILURE, 'a folder');
      const handle = newHandle({ kind: 'file', file: node.file });
      if (!handle) return void sftp.status(reqId, STATUS_CODE.FAILURE, 'too many open handles');
      sftp.handle(reqId, handle);
    }),
  );
  sftp.on('READ', (reqId, id, offset, length) => {
    const handle = handleOf(id);
    if (handle?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'not an open file');
    const { content } = handle.file;
    if (offset >= content.length) return sftp.status(reqId, STATUS_CODE.EOF);
    sftp.data(
      reqId,
      content.subarray(offset, Math.min(content.length, offset + Math.min(length, 256 * 1024))),
    );
  });
  sftp.on('FSTAT', (reqId, id) => {
    const handle = handleOf(id);
    if (!handle) return sftp.status(reqId, STATUS_CODE.FAILURE, 'not an open handle');
    sftp.attrs(reqId, handle.kind === 'file' ? fileAttrs(handle.file) : dirAttrs());
  });
  sftp.on('CLOSE', (reqId, id) => {
    const known = handles.delete(id.toString('hex'));
    sftp.status(reqId, known ? STATUS_CODE.OK : STATUS_CODE.FAILURE);
  });
  const readOnly = (reqId: number) => sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'read-only');
  for (const event of [
    'WRITE',
    'FSETSTAT',
    'SETSTAT',
    'REMOVE',
    'RMDIR',
    'MKDIR',
    'RENAME',
    'SYMLINK',
  ] as const)
    sftp.on(event, readOnly);
  sftp.on('READLINK', (reqId: number) => sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE));
  sftp.on('EXTENDED', (reqId: number) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED));
  // The client is done (its end of the channel closed): close ours, or it waits for us for ever.
  sftp.on('end', () => sftp.end());
}
