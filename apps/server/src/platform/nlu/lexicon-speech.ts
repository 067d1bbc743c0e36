/**
 * The call-centre lexicon, part 5: everyday spoken verbs, states and manners that carry a
 * request's sense whatever the trade — telling and being told, giving and taking, waiting,
 * frequency, ability, mistakes — in the format of lexicon-general.ts. General spoken Mandarin.
 */
export const SPEECH = `
notify 通知 提醒 告知 短信 发短信 消息 推送 提示 打电话通知 来电话 回电 回电话 回复 答复 回个电话 联系我 打给我
contact 联系 联系不上 打不通 找不到人 没人接 没人理 不接电话 没人管 没人回 不回 不理 失联 联络
tell 说 讲 告诉 说明 解释 说清楚 讲清楚 交代 答应 回答 说一下 讲一下
wait 等 等了 等着 等待 等到 等了半天 等了好久 排队 还要等 要等多久 久等
often 经常 老是 总是 一直 每次 天天 动不动 时不时 反复 频繁 三天两头 屡次 好几次 又 再次 又一次
sudden 突然 忽然 一下子 莫名其妙 无缘无故 不知道为什么 好端端 平白无故
mistake 错 错了 弄错 搞错 写错 填错 选错 输错 打错 按错 点错 误操作 不小心 手滑 失误 搞混 记错
correct 正确 对的 没错 准确 核对 更正 改正 纠正 修正
new 新 新的 新办 新买 新装 新开 刚买 刚办 刚装 新来的 最新
old 旧 旧的 老的 原来 原先 以前的 之前的 之前 老 原有
give 给 给我 送给 发给 提供 交给 递给 拿给 开给 出 出个 开个 弄个 整个
take 拿 取 领 带走 拿走 收走 拿到 取到 领到 得到 获得
return_back 归还 还回 送回 寄回 退回 返回 回去 回来
begin 开始 启动 开启 起 开工 打开 运行
finish 结束 完成 做完 办完 弄完 搞定 好了 结了 结案 完事 处理完 修好了 办好了
stop 停 停止 停下 暂停 中止 终止 不再 别再 停掉 叫停 拦住 拦下
allow 允许 同意 批准 通过 可以 能 准许 答应 给办 给开
forbid 不允许 不让 禁止 不准 不许 不能 不可以 不给办 拒绝 限制
know 知道 清楚 明白 了解 晓得 懂 认识 记得 搞清楚 弄明白
unknown 不知道 不清楚 不明白 不懂 搞不清 看不懂 弄不明白 没搞懂 一头雾水 糊涂
satisfied 满意 不错 挺好 好评 表扬 感谢 点赞 称赞
angry 生气 气死 火大 无语 受不了 太过分 过分 离谱 坑 坑人 垃圾 恶心 差劲 烂 什么玩意
worry 担心 害怕 怕 着急 急死 焦虑 不放心 紧张 吓 吓死 吓一跳
safe 安全 放心 保障 保险 靠谱 可靠 稳妥
danger 危险 隐患 事故 出事 着火 起火 漏电 触电 爆炸 有人受伤 出人命
much 多 很多 好多 许多 大量 一大堆 不少 太多 挺多 多得很
little 少 很少 一点 一点点 不多 没几 几个 稍微 有点 一丢丢
all 全部 所有 都 全 整个 一共 总共 全都 统统 每个 每一个
part 部分 一部分 有些 有的 一些 某些 个别 其中
again 再 重新 又 再次 重来 重做 重办 重开 重发 补 补发 补开 补办 再来 再弄
self_do 自己 亲自 本人 自行 我自己 自个儿 自己来 自己弄 自己去
other_person 别人 他人 代办 代理 委托 帮别人 替别人 给别人 家人代办 朋友
place_home 家 家里 屋里 屋 房间 楼上 楼下 门口 小区 院子 村里
place_far 外地 国外 出差 外面 路上 半路 高速 在外 不在家 不在本地
`;
