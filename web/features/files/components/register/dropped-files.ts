/**
 * The files of a drop, folders walked (a dropped folder is one empty File in `dataTransfer.files`). The entries
 * must be taken while the drop event runs; reading them may finish later.
 */
export function droppedEntries(transfer: DataTransfer): FileSystemEntry[] {
  return Array.from(transfer.items)
    .map((item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null))
    .filter((entry): entry is FileSystemEntry => entry !== null);
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));
const batchOf = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));

export async function filesOfEntries(entries: readonly FileSystemEntry[]): Promise<File[]> {
  const files: File[] = [];
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (entry.isFile) files.push(await fileOf(entry as FileSystemFileEntry));
    else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      // readEntries answers a batch at a time (100 in Chromium) until it answers none.
      for (let batch = await batchOf(reader); batch.length > 0; batch = await batchOf(reader))
        for (const child of batch) await walk(child);
    }
  };
  for (const entry of entries) await walk(entry);
  // Hidden files a folder carries (.DS_Store, Thumbs.db) are no drawings.
  return files.filter((file) => !file.name.startsWith('.') && file.name !== 'Thumbs.db');
}
