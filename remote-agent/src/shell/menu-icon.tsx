/** Line icons of the agent menu and footer, 24-unit grid, drawn in the current colour. */
const PATHS: Record<string, string> = {
  teamOverview: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  transactionRecord: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  teamManagement:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a3 3 0 0 0 0-6M21 20c0-2.5-1.5-4.3-4-5',
  redRain: 'M5 4h14v16H5zM5 9l7 4 7-4',
  teamPnl: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  teamBetting: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  agentRebate: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  teamRebate: 'M4 7h16v12H4zM4 11h16M8 3h8l-1 4H9z',
  securityCenter: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  onlineService: 'M4 14v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3z',
  home: 'M3 11l9-7 9 7M6 9v11h12V9',
  openAccount: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  dividend: 'M12 3a9 9 0 1 0 9 9h-9zM15 3.5A9 9 0 0 1 20.5 9H15z',
  announcements: 'M3 10v4h4l6 4V6L7 10zM17 8a5 5 0 0 1 0 8',
};

export function MenuIcon({ name }: { name: string }) {
  return (
    <svg className="agt-icon" width="26" height="26" viewBox="0 0 24 24" aria-hidden>
      <path
        d={PATHS[name] ?? ''}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
