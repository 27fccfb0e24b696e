-- An agent's user holds no item closed to agents' users (AGENT_CLOSED_ITEMS in
-- mock-api/src/permissions/call-rules.ts: the bordereaux files, users and agents). Changing a user
-- to an agent's user now takes them away; what agents' users were given before is taken away here.
DELETE FROM client_permissions cp
 USING users u, menus m
 WHERE u.id = cp.user_id AND u.usertype = 'Agent' AND m.id = cp.menu_id
   AND coalesce((SELECT s.url FROM submenus s WHERE s.id = cp.submenu_id), m.url) IN (
     '/user_admin_bdx_create', '/user_admin_bdx_review', '/user_admin_bdx_send', '/user_admin_bdx_history',
     '/user_admin_bdx_inbound', '/user_admin_users', '/user_admin_agent');
