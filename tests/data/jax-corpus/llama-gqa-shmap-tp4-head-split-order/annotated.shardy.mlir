module @jit_gqa_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=4]> {stablehlo.mesh = {axes = [{name = "tp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> tensor<2x8x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{}, {}], replicated={"tp"}>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{}, {}, {}], replicated={"tp"}>] manual_axes={"tp"} (%arg5: tensor<2x8x32xf32>, %arg6: tensor<32x8xf32>, %arg7: tensor<32x8xf32>, %arg8: tensor<32x8xf32>, %arg9: tensor<8x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %3 = sdy.constant dense<0> : tensor<i32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 : tensor<ui32>
      %7 = sdy.constant dense<4> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<2> : tensor<i32>
      %11 = stablehlo.multiply %9, %10 : tensor<i32>
      %12 = stablehlo.sign %11 : tensor<i32>
      %13 = sdy.constant dense<4> : tensor<i32>
      %14 = stablehlo.sign %13 : tensor<i32>
      %15 = stablehlo.compare NE, %12, %14 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.remainder %11, %13 : tensor<i32>
      %17 = sdy.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare NE, %16, %17 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.and %15, %18 : tensor<i1>
      %20 = stablehlo.divide %11, %13 : tensor<i32>
      %21 = sdy.constant dense<1> : tensor<i32>
      %22 = stablehlo.subtract %20, %21 : tensor<i32>
      %23 = stablehlo.select %19, %22, %20 : tensor<i1>, tensor<i32>
      %24 = stablehlo.compare LT, %23, %3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %25 = sdy.constant dense<2> : tensor<i32>
      %26 = stablehlo.add %23, %25 : tensor<i32>
      %27 = stablehlo.select %24, %26, %23 : tensor<i1>, tensor<i32>
      %28 = stablehlo.dynamic_slice %2, %3, %3, %27, %3, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %30 = stablehlo.reshape %29 : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %31 = stablehlo.iota dim = 0 : tensor<8xi32>
      %32 = stablehlo.reshape %31 : (tensor<8xi32>) -> tensor<8x1xi32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
      %34 = stablehlo.reshape %33 : (tensor<8x1xi32>) -> tensor<8xi32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
      %36 = stablehlo.iota dim = 0 : tensor<8xi32>
      %37 = stablehlo.reshape %36 : (tensor<8xi32>) -> tensor<1x8xi32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
      %39 = stablehlo.reshape %38 : (tensor<1x8xi32>) -> tensor<8xi32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
      %41 = stablehlo.compare GE, %35, %40 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %42 = stablehlo.reshape %41 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
      %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
      %44 = stablehlo.reshape %43 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
      %45 = stablehlo.broadcast_in_dim %44, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
      %46 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %47 = stablehlo.reshape %46 : (tensor<2x8x8xf32>) -> tensor<2x8x4x2xf32>
      %48 = stablehlo.transpose %47, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,4]{2,3,1,0}"} : (tensor<2x8x4x2xf32>) -> tensor<2x8x2x4xf32>
      %49 = stablehlo.slice %48 [0:2, 0:8, 0:2, 0:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.iota dim = 0 : tensor<8xi32>
      %52 = stablehlo.iota dim = 0 : tensor<8xi32>
      %53 = stablehlo.iota dim = 0 : tensor<8xi32>
      %54 = stablehlo.iota dim = 0 : tensor<8xi32>
      %55 = stablehlo.iota dim = 0 : tensor<8xi32>
      %56 = stablehlo.iota dim = 0 : tensor<8xi32>
      %57 = stablehlo.iota dim = 0 : tensor<8xi32>
      %58 = stablehlo.convert %50 : (tensor<8xi32>) -> tensor<8xf32>
      %59 = stablehlo.convert %51 : (tensor<8xi32>) -> tensor<8xf32>
      %60 = stablehlo.convert %52 : (tensor<8xi32>) -> tensor<8xf32>
      %61 = stablehlo.convert %53 : (tensor<8xi32>) -> tensor<8xf32>
      %62 = stablehlo.reshape %58 : (tensor<8xf32>) -> tensor<8x1xf32>
      %63 = stablehlo.reshape %59 : (tensor<8xf32>) -> tensor<8x1xf32>
      %64 = stablehlo.reshape %60 : (tensor<8xf32>) -> tensor<8x1xf32>
      %65 = stablehlo.reshape %61 : (tensor<8xf32>) -> tensor<8x1xf32>
      %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %68 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %69 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %70 = stablehlo.reshape %66 : (tensor<8x1xf32>) -> tensor<8xf32>
      %71 = stablehlo.reshape %67 : (tensor<8x1xf32>) -> tensor<8xf32>
      %72 = stablehlo.reshape %68 : (tensor<8x1xf32>) -> tensor<8xf32>
      %73 = stablehlo.reshape %69 : (tensor<8x1xf32>) -> tensor<8xf32>
      %74 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %75 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %76 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %77 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %78 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %80 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %81 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %82 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %83 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %84 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %85 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %86 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %87 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %90 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %91 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %92 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %93 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %94 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %95 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %96 = stablehlo.iota dim = 0 : tensor<2xf32>
      %97 = stablehlo.iota dim = 0 : tensor<2xf32>
      %98 = stablehlo.iota dim = 0 : tensor<2xf32>
      %99 = stablehlo.iota dim = 0 : tensor<2xf32>
      %100 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %102 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %103 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %104 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %105 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %106 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %107 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %108 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %109 = stablehlo.divide %96, %101 : tensor<2xf32>
      %110 = stablehlo.divide %97, %102 : tensor<2xf32>
      %111 = stablehlo.divide %98, %103 : tensor<2xf32>
      %112 = stablehlo.divide %99, %104 : tensor<2xf32>
      %113 = stablehlo.power %88, %109 : tensor<2xf32>
      %114 = stablehlo.power %89, %110 : tensor<2xf32>
      %115 = stablehlo.power %90, %111 : tensor<2xf32>
      %116 = stablehlo.power %91, %112 : tensor<2xf32>
      %117 = stablehlo.divide %79, %113 : tensor<2xf32>
      %118 = stablehlo.divide %80, %114 : tensor<2xf32>
      %119 = stablehlo.divide %81, %115 : tensor<2xf32>
      %120 = stablehlo.divide %82, %116 : tensor<2xf32>
      %121 = stablehlo.reshape %117 : (tensor<2xf32>) -> tensor<1x2xf32>
      %122 = stablehlo.reshape %118 : (tensor<2xf32>) -> tensor<1x2xf32>
      %123 = stablehlo.reshape %119 : (tensor<2xf32>) -> tensor<1x2xf32>
      %124 = stablehlo.reshape %120 : (tensor<2xf32>) -> tensor<1x2xf32>
      %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %126 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %127 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %128 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %129 = stablehlo.reshape %125 : (tensor<1x2xf32>) -> tensor<2xf32>
      %130 = stablehlo.reshape %126 : (tensor<1x2xf32>) -> tensor<2xf32>
      %131 = stablehlo.reshape %127 : (tensor<1x2xf32>) -> tensor<2xf32>
      %132 = stablehlo.reshape %128 : (tensor<1x2xf32>) -> tensor<2xf32>
      %133 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %134 = stablehlo.broadcast_in_dim %130, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %135 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %136 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %137 = stablehlo.multiply %74, %133 : tensor<8x2xf32>
      %138 = stablehlo.multiply %75, %134 : tensor<8x2xf32>
      %139 = stablehlo.multiply %76, %135 : tensor<8x2xf32>
      %140 = stablehlo.multiply %77, %136 : tensor<8x2xf32>
      %141 = stablehlo.cosine %137 : tensor<8x2xf32>
      %142 = stablehlo.cosine %140 : tensor<8x2xf32>
      %143 = stablehlo.reshape %141 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %144 = stablehlo.reshape %142 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %146 = stablehlo.reshape %145 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %148 = stablehlo.multiply %49, %147 : tensor<2x8x2x2xf32>
      %149 = stablehlo.slice %48 [0:2, 0:8, 0:2, 2:4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %150 = stablehlo.sine %138 : tensor<8x2xf32>
      %151 = stablehlo.sine %139 : tensor<8x2xf32>
      %152 = stablehlo.reshape %150 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %153 = stablehlo.reshape %151 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %155 = stablehlo.reshape %154 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %156 = stablehlo.broadcast_in_dim %155, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %157 = stablehlo.multiply %149, %156 : tensor<2x8x2x2xf32>
      %158 = stablehlo.subtract %148, %157 : tensor<2x8x2x2xf32>
      %159 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %160 = stablehlo.reshape %159 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %161 = stablehlo.broadcast_in_dim %160, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %162 = stablehlo.multiply %49, %161 : tensor<2x8x2x2xf32>
      %163 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %164 = stablehlo.reshape %163 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %166 = stablehlo.multiply %149, %165 : tensor<2x8x2x2xf32>
      %167 = stablehlo.add %162, %166 : tensor<2x8x2x2xf32>
      %168 = stablehlo.concatenate %158, %167, dim = 3 : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %169 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x8xf32>) -> tensor<2x8x8xf32>
      %170 = stablehlo.reshape %169 : (tensor<2x8x8xf32>) -> tensor<2x8x2x4xf32>
      %171 = stablehlo.slice %170 [0:2, 0:8, 0:2, 0:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %172 = stablehlo.convert %54 : (tensor<8xi32>) -> tensor<8xf32>
      %173 = stablehlo.convert %55 : (tensor<8xi32>) -> tensor<8xf32>
      %174 = stablehlo.convert %56 : (tensor<8xi32>) -> tensor<8xf32>
      %175 = stablehlo.convert %57 : (tensor<8xi32>) -> tensor<8xf32>
      %176 = stablehlo.reshape %172 : (tensor<8xf32>) -> tensor<8x1xf32>
      %177 = stablehlo.reshape %173 : (tensor<8xf32>) -> tensor<8x1xf32>
      %178 = stablehlo.reshape %174 : (tensor<8xf32>) -> tensor<8x1xf32>
      %179 = stablehlo.reshape %175 : (tensor<8xf32>) -> tensor<8x1xf32>
      %180 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %181 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %182 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %183 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %184 = stablehlo.reshape %180 : (tensor<8x1xf32>) -> tensor<8xf32>
      %185 = stablehlo.reshape %181 : (tensor<8x1xf32>) -> tensor<8xf32>
      %186 = stablehlo.reshape %182 : (tensor<8x1xf32>) -> tensor<8xf32>
      %187 = stablehlo.reshape %183 : (tensor<8x1xf32>) -> tensor<8xf32>
      %188 = stablehlo.broadcast_in_dim %184, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %189 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %190 = stablehlo.broadcast_in_dim %186, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %191 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
      %192 = stablehlo.iota dim = 0 : tensor<2xf32>
      %193 = stablehlo.iota dim = 0 : tensor<2xf32>
      %194 = stablehlo.iota dim = 0 : tensor<2xf32>
      %195 = stablehlo.iota dim = 0 : tensor<2xf32>
      %196 = stablehlo.divide %192, %105 : tensor<2xf32>
      %197 = stablehlo.divide %193, %106 : tensor<2xf32>
      %198 = stablehlo.divide %194, %107 : tensor<2xf32>
      %199 = stablehlo.divide %195, %108 : tensor<2xf32>
      %200 = stablehlo.power %92, %196 : tensor<2xf32>
      %201 = stablehlo.power %93, %197 : tensor<2xf32>
      %202 = stablehlo.power %94, %198 : tensor<2xf32>
      %203 = stablehlo.power %95, %199 : tensor<2xf32>
      %204 = stablehlo.divide %83, %200 : tensor<2xf32>
      %205 = stablehlo.divide %84, %201 : tensor<2xf32>
      %206 = stablehlo.divide %85, %202 : tensor<2xf32>
      %207 = stablehlo.divide %86, %203 : tensor<2xf32>
      %208 = stablehlo.reshape %204 : (tensor<2xf32>) -> tensor<1x2xf32>
      %209 = stablehlo.reshape %205 : (tensor<2xf32>) -> tensor<1x2xf32>
      %210 = stablehlo.reshape %206 : (tensor<2xf32>) -> tensor<1x2xf32>
      %211 = stablehlo.reshape %207 : (tensor<2xf32>) -> tensor<1x2xf32>
      %212 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %213 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %214 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %215 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %216 = stablehlo.reshape %212 : (tensor<1x2xf32>) -> tensor<2xf32>
      %217 = stablehlo.reshape %213 : (tensor<1x2xf32>) -> tensor<2xf32>
      %218 = stablehlo.reshape %214 : (tensor<1x2xf32>) -> tensor<2xf32>
      %219 = stablehlo.reshape %215 : (tensor<1x2xf32>) -> tensor<2xf32>
      %220 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %221 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %222 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %223 = stablehlo.broadcast_in_dim %219, dims = [1] : (tensor<2xf32>) -> tensor<8x2xf32>
      %224 = stablehlo.multiply %188, %220 : tensor<8x2xf32>
      %225 = stablehlo.multiply %189, %221 : tensor<8x2xf32>
      %226 = stablehlo.multiply %190, %222 : tensor<8x2xf32>
      %227 = stablehlo.multiply %191, %223 : tensor<8x2xf32>
      %228 = stablehlo.cosine %224 : tensor<8x2xf32>
      %229 = stablehlo.cosine %227 : tensor<8x2xf32>
      %230 = stablehlo.reshape %228 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %231 = stablehlo.reshape %229 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %232 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %233 = stablehlo.reshape %232 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %234 = stablehlo.broadcast_in_dim %233, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %235 = stablehlo.multiply %171, %234 : tensor<2x8x2x2xf32>
      %236 = stablehlo.slice %170 [0:2, 0:8, 0:2, 2:4] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
      %237 = stablehlo.sine %225 : tensor<8x2xf32>
      %238 = stablehlo.sine %226 : tensor<8x2xf32>
      %239 = stablehlo.reshape %237 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %240 = stablehlo.reshape %238 : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
      %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %242 = stablehlo.reshape %241 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %243 = stablehlo.broadcast_in_dim %242, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %244 = stablehlo.multiply %236, %243 : tensor<2x8x2x2xf32>
      %245 = stablehlo.subtract %235, %244 : tensor<2x8x2x2xf32>
      %246 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %247 = stablehlo.reshape %246 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %249 = stablehlo.multiply %171, %248 : tensor<2x8x2x2xf32>
      %250 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
      %251 = stablehlo.reshape %250 : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
      %252 = stablehlo.broadcast_in_dim %251, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<2x8x2x2xf32>
      %253 = stablehlo.multiply %236, %252 : tensor<2x8x2x2xf32>
      %254 = stablehlo.add %249, %253 : tensor<2x8x2x2xf32>
      %255 = stablehlo.concatenate %245, %254, dim = 3 : (tensor<2x8x2x2xf32>, tensor<2x8x2x2xf32>) -> tensor<2x8x2x4xf32>
      %256 = sdy.constant dense<0> : tensor<i32>
      %257 = stablehlo.compare LT, %23, %256 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %258 = sdy.constant dense<2> : tensor<i32>
      %259 = stablehlo.add %23, %258 : tensor<i32>
      %260 = stablehlo.select %257, %259, %23 : tensor<i1>, tensor<i32>
      %261 = stablehlo.dynamic_slice %255, %256, %256, %260, %256, sizes = [2, 8, 1, 4] : (tensor<2x8x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x1x4xf32>
      %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 4] : (tensor<2x8x1x4xf32>) -> tensor<2x8x1x2x4xf32>
      %263 = stablehlo.reshape %262 : (tensor<2x8x1x2x4xf32>) -> tensor<2x8x2x4xf32>
      %264 = stablehlo.dot_general %168, %263, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x4xf32>, tensor<2x8x2x4xf32>) -> tensor<2x2x8x8xf32>
      %265 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %267 = stablehlo.divide %264, %266 : tensor<2x2x8x8xf32>
      %268 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %269 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
      %270 = stablehlo.select %45, %267, %269 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
      %271 = sdy.constant dense<0xFF800000> : tensor<f32>
      %272 = stablehlo.reduce(%270 init: %271) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %273 = sdy.constant dense<0xFF800000> : tensor<f32>
      %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
      %275 = stablehlo.maximum %272, %274 : tensor<2x2x8xf32>
      %276 = stablehlo.reshape %275 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %278 = stablehlo.reshape %277 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %280 = stablehlo.subtract %270, %279 : tensor<2x2x8x8xf32>
      %281 = stablehlo.exponential %280 : tensor<2x2x8x8xf32>
      %282 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %283 = stablehlo.reduce(%281 init: %282) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
      %284 = stablehlo.reshape %283 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
      %286 = stablehlo.reshape %285 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
      %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
      %288 = stablehlo.divide %281, %287 : tensor<2x2x8x8xf32>
      %289 = stablehlo.dot_general %30, %288, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x4xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x4x8xf32>
      %290 = stablehlo.transpose %289, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,4]{1,3,2,0}"} : (tensor<2x2x4x8xf32>) -> tensor<2x8x2x4xf32>
      %291 = stablehlo.reshape %290 : (tensor<2x8x2x4xf32>) -> tensor<2x8x8xf32>
      %292 = stablehlo.dot_general %291, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8xf32>, tensor<8x32xf32>) -> tensor<2x8x32xf32>
      %293 = "stablehlo.all_reduce"(%292) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %294 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %294 : tensor<f32>
      }) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
      sdy.return %293 : tensor<2x8x32xf32>
    } : (tensor<2x8x32xf32>, tensor<32x32xf32>, tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    return %0 : tensor<2x8x32xf32>
  }
}
