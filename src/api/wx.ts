// WeChat official-account and WeCom calls: OAuth openid and JS-SDK signatures.
import { call, OPENID_PATH } from '@/lib/request/client';

export interface OpenidWire {
  openid: string;
}

/** wx.config's signature for one URL. */
export interface JsSdkConfigWire {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** wx.agentConfig's signature for one URL (WeCom). */
export interface AgentConfigWire {
  corpid: string;
  agentid: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/**
 * POST /api/wx/pub/openid: exchange an OAuth code for the official-account openid only (code 80:
 * authorize again). A code is exchanged once: start-up gives its code to the scene login, which
 * answers the openid too, so this call is not made there (docs/api.md).
 */
export function fetchOpenid(code: string): Promise<OpenidWire> {
  return call<OpenidWire>(OPENID_PATH, { code });
}

/** POST /api/wx/qy/config: JS-SDK config signature for `url` (no hash). */
export function fetchJsSdkConfig(url: string): Promise<JsSdkConfigWire> {
  return call<JsSdkConfigWire>('/api/wx/qy/config', { url }, { silent: true });
}

/** POST /api/wx/qy/agent/config: WeCom agentConfig signature for `url`. */
export function fetchAgentConfig(url: string): Promise<AgentConfigWire> {
  return call<AgentConfigWire>('/api/wx/qy/agent/config', { url }, { silent: true });
}
