#include "zoo/training_source.h"

namespace shardscope::zoo {

SourceFile trainingSource() {
  static constexpr const char* kText = R"PY(# One SGD step of a stack of residual feed-forward blocks, as the zoo generates it.
# baseline.hlo is the step on one device over the whole batch. distributed.hlo is the
# step each rank runs on its slice of the batch: with DDP the weights are replicated and
# every gradient is all-reduced; with FSDP each rank stores 1/N of every weight (rows),
# all-gathers it before use and reduce-scatters the gradient back to its shard.
import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F


class Block(nn.Module):
    def __init__(self, hidden, ffn):
        super().__init__()
        self.fc1 = nn.Parameter(torch.empty(hidden, ffn))  #@fc1_weight
        self.fc2 = nn.Parameter(torch.empty(ffn, hidden))  #@fc2_weight

    def forward(self, x):
        h = x @ self.fc1  #@fc1
        h = F.relu(h)  #@relu
        out = h @ self.fc2  #@fc2
        return x + out  #@residual


def fsdp_unshard(shard, group):
    full = shard.new_empty(shard.shape[0] * dist.get_world_size(group), *shard.shape[1:])
    dist.all_gather_into_tensor(full, shard, group=group)  #@all_gather
    return full


def fsdp_reduce_grad(grad, group):
    shard = grad.new_empty(grad.shape[0] // dist.get_world_size(group), *grad.shape[1:])
    dist.reduce_scatter_tensor(shard, grad, op=dist.ReduceOp.SUM, group=group)  #@reduce_scatter
    return shard


def ddp_reduce_grad(grad, group):
    dist.all_reduce(grad, op=dist.ReduceOp.SUM, group=group)  #@all_reduce
    return grad


def train_step(model, tokens, targets, lr, global_tokens):  #@batch
    y = tokens
    for block in model:
        y = block(y)
    loss = 0.5 * ((y - targets) ** 2).sum() / global_tokens  #@loss
    loss.backward()  #@backward
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad  #@sgd


# PyTorch/XLA's data-parallel step (xm.optimizer_step): the mean loss over the local
# batch, one all-reduce of every gradient, each divided by the world size.
def xla_train_step(model, world_size, tokens, targets, lr):  #@world_size
    y = tokens
    for block in model:
        y = block(y)
    loss = 0.5 * ((y - targets) ** 2).mean(0).sum()
    loss.backward()
    grads = xm.all_reduce(xm.REDUCE_SUM, [p.grad for p in model.parameters()])
    with torch.no_grad():
        for p, g in zip(model.parameters(), grads):
            p -= lr * (g / world_size)
)PY";
  return SourceFile("train.py", kText);
}

}  // namespace shardscope::zoo
