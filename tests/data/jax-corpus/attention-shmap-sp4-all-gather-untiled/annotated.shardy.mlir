module @jit_all_gather_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<2x16x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %3 = stablehlo.slice %2 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 : tensor<ui32>
      %7 = sdy.constant dense<4> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<4> : tensor<i32>
      %11 = stablehlo.multiply %9, %10 : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.iota dim = 0 : tensor<4xi32>
      %14 = stablehlo.add %12, %13 : tensor<4xi32>
      %15 = stablehlo.convert %14 : (tensor<4xi32>) -> tensor<4xf32>
      %16 = stablehlo.reshape %15 : (tensor<4xf32>) -> tensor<4x1xf32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %18 = stablehlo.reshape %17 : (tensor<4x1xf32>) -> tensor<4xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %20 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %23 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %25 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %26 = stablehlo.iota dim = 0 : tensor<2xf32>
      %27 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %29 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %30 = stablehlo.divide %26, %28 : tensor<2xf32>
      %31 = stablehlo.power %24, %30 : tensor<2xf32>
      %32 = stablehlo.divide %21, %31 : tensor<2xf32>
      %33 = stablehlo.reshape %32 : (tensor<2xf32>) -> tensor<1x2xf32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %35 = stablehlo.reshape %34 : (tensor<1x2xf32>) -> tensor<2xf32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %37 = stablehlo.multiply %19, %36 : tensor<4x2xf32>
      %38 = stablehlo.cosine %37 : tensor<4x2xf32>
      %39 = stablehlo.reshape %38 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %41 = stablehlo.reshape %40 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %43 = stablehlo.multiply %3, %42 : tensor<2x4x8x2xf32>
      %44 = stablehlo.slice %2 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %45 = stablehlo.sine %37 : tensor<4x2xf32>
      %46 = stablehlo.reshape %45 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %48 = stablehlo.reshape %47 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %50 = stablehlo.multiply %44, %49 : tensor<2x4x8x2xf32>
      %51 = stablehlo.subtract %43, %50 : tensor<2x4x8x2xf32>
      %52 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %53 = stablehlo.reshape %52 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %55 = stablehlo.multiply %3, %54 : tensor<2x4x8x2xf32>
      %56 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %57 = stablehlo.reshape %56 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %59 = stablehlo.multiply %44, %58 : tensor<2x4x8x2xf32>
      %60 = stablehlo.add %55, %59 : tensor<2x4x8x2xf32>
      %61 = stablehlo.concatenate %51, %60, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %62 = stablehlo.reshape %61 : (tensor<2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %63 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %64 = stablehlo.reshape %63 : (tensor<2x4x32xf32>) -> tensor<1x2x4x8x4xf32>
      %65 = stablehlo.concatenate %62, %64, dim = 0 : (tensor<1x2x4x8x4xf32>, tensor<1x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %66 = stablehlo.reshape %65 : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x2x4x8x4xf32>
      %67 = "stablehlo.all_gather"(%66) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x2x2x4x8x4xf32>) -> tensor<4x2x2x4x8x4xf32>
      %68 = stablehlo.reshape %67 : (tensor<4x2x2x4x8x4xf32>) -> tensor<2x2x16x8x4xf32>
      %69 = stablehlo.slice %68 [1:2, 0:2, 0:16, 0:8, 0:4] : (tensor<2x2x16x8x4xf32>) -> tensor<1x2x16x8x4xf32>
      %70 = stablehlo.reshape %69 : (tensor<1x2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
      %71 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4x1xi32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %73 = stablehlo.reshape %72 : (tensor<4x1xi32>) -> tensor<4xi32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<4xi32>) -> tensor<4x16xi32>
      %75 = stablehlo.iota dim = 0 : tensor<16xi32>
      %76 = stablehlo.reshape %75 : (tensor<16xi32>) -> tensor<1x16xi32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %78 = stablehlo.reshape %77 : (tensor<1x16xi32>) -> tensor<16xi32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [1] : (tensor<16xi32>) -> tensor<4x16xi32>
      %80 = stablehlo.compare GE, %74, %79 : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
      %81 = stablehlo.reshape %80 : (tensor<4x16xi1>) -> tensor<1x1x4x16xi1>
      %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xi1>) -> tensor<1x1x4x16xi1>
      %83 = stablehlo.reshape %82 : (tensor<1x1x4x16xi1>) -> tensor<4x16xi1>
      %84 = stablehlo.broadcast_in_dim %83, dims = [2, 3] : (tensor<4x16xi1>) -> tensor<2x8x4x16xi1>
      %85 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %86 = stablehlo.reshape %85 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %87 = stablehlo.slice %86 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %88 = stablehlo.convert %14 : (tensor<4xi32>) -> tensor<4xf32>
      %89 = stablehlo.reshape %88 : (tensor<4xf32>) -> tensor<4x1xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %91 = stablehlo.reshape %90 : (tensor<4x1xf32>) -> tensor<4xf32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %93 = stablehlo.iota dim = 0 : tensor<2xf32>
      %94 = stablehlo.divide %93, %29 : tensor<2xf32>
      %95 = stablehlo.power %25, %94 : tensor<2xf32>
      %96 = stablehlo.divide %22, %95 : tensor<2xf32>
      %97 = stablehlo.reshape %96 : (tensor<2xf32>) -> tensor<1x2xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %99 = stablehlo.reshape %98 : (tensor<1x2xf32>) -> tensor<2xf32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %101 = stablehlo.multiply %92, %100 : tensor<4x2xf32>
      %102 = stablehlo.cosine %101 : tensor<4x2xf32>
      %103 = stablehlo.reshape %102 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %105 = stablehlo.reshape %104 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %107 = stablehlo.multiply %87, %106 : tensor<2x4x8x2xf32>
      %108 = stablehlo.slice %86 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %109 = stablehlo.sine %101 : tensor<4x2xf32>
      %110 = stablehlo.reshape %109 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %112 = stablehlo.reshape %111 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %114 = stablehlo.multiply %108, %113 : tensor<2x4x8x2xf32>
      %115 = stablehlo.subtract %107, %114 : tensor<2x4x8x2xf32>
      %116 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %117 = stablehlo.reshape %116 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %119 = stablehlo.multiply %87, %118 : tensor<2x4x8x2xf32>
      %120 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %121 = stablehlo.reshape %120 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %122 = stablehlo.broadcast_in_dim %121, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %123 = stablehlo.multiply %108, %122 : tensor<2x4x8x2xf32>
      %124 = stablehlo.add %119, %123 : tensor<2x4x8x2xf32>
      %125 = stablehlo.concatenate %115, %124, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %126 = stablehlo.slice %68 [0:1, 0:2, 0:16, 0:8, 0:4] : (tensor<2x2x16x8x4xf32>) -> tensor<1x2x16x8x4xf32>
      %127 = stablehlo.reshape %126 : (tensor<1x2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
      %128 = stablehlo.dot_general %125, %127, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x16x8x4xf32>) -> tensor<2x8x4x16xf32>
      %129 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %130 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<f32>) -> tensor<2x8x4x16xf32>
      %131 = stablehlo.divide %128, %130 : tensor<2x8x4x16xf32>
      %132 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<2x8x4x16xf32>
      %134 = stablehlo.select %84, %131, %133 : tensor<2x8x4x16xi1>, tensor<2x8x4x16xf32>
      %135 = sdy.constant dense<0xFF800000> : tensor<f32>
      %136 = stablehlo.reduce(%134 init: %135) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %137 = sdy.constant dense<0xFF800000> : tensor<f32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
      %139 = stablehlo.maximum %136, %138 : tensor<2x8x4xf32>
      %140 = stablehlo.reshape %139 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %142 = stablehlo.reshape %141 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x16xf32>
      %144 = stablehlo.subtract %134, %143 : tensor<2x8x4x16xf32>
      %145 = stablehlo.exponential %144 : tensor<2x8x4x16xf32>
      %146 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %147 = stablehlo.reduce(%145 init: %146) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x16xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %148 = stablehlo.reshape %147 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %150 = stablehlo.reshape %149 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x16xf32>
      %152 = stablehlo.divide %145, %151 : tensor<2x8x4x16xf32>
      %153 = stablehlo.dot_general %70, %152, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x8x4xf32>, tensor<2x8x4x16xf32>) -> tensor<2x8x4x4xf32>
      %154 = stablehlo.transpose %153, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %155 = stablehlo.reshape %154 : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %156 = stablehlo.dot_general %155, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %156 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
