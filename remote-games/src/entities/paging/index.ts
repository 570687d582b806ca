// How the pages of a game list follow one another, merge, and say where paging stands.
export { mergePages, nextPageNumber, pagingStatus, setSize, type PagingStatus } from './paging';
